/*
 * Code that runs inside the page, kept as text: a function written in TypeScript here would
 * be compiled by tsx, which may add helpers (e.g. `__name`) that the page does not have.
 * Every timestamp is performance.now() or Event.timeStamp: both count from navigation start.
 */

/**
 * Search: the time of each keydown in the box (the last one wins), and the first moment after
 * it when the list holds exactly one card, the target's, while the box holds the target.
 */
export const installSearchProbe = `() => {
  const box = document.querySelector('input[type="search"]');
  if (!box) throw new Error('no search box');
  const state = { target: null, lastKey: null, shown: null, frame: null };
  window.__search = state;
  box.addEventListener('keydown', (event) => { state.lastKey = event.timeStamp; }, true);
  new MutationObserver(() => {
    if (state.target === null || state.shown !== null || box.value !== state.target) return;
    const list = document.querySelector('ul[aria-label="Deliveries"]');
    const cards = list ? list.querySelectorAll('article') : [];
    if (cards.length !== 1) return;
    const heading = cards[0].querySelector('h3');
    if (!heading || heading.textContent.trim() !== state.target) return;
    state.shown = performance.now();
    // The list request for the full text: when it left and when its reply was in.
    const request = performance.getEntriesByType('resource').filter((e) => e.name.includes('search=' + encodeURIComponent(state.target))).pop();
    if (request) Object.assign(state, { requestStart: request.startTime, responseEnd: request.responseEnd });
    requestAnimationFrame(() => { state.frame = performance.now(); });
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
}`;

export const startSearchTrial = `(target) => { Object.assign(window.__search, { target, lastKey: null, shown: null, frame: null, requestStart: null, responseEnd: null }); }`;

/** The list shows more than one card again and is not loading: the box was cleared. */
export const listSettled = `(() => {
  const list = document.querySelector('ul[aria-label="Deliveries"]');
  return !!list && list.querySelectorAll('article').length > 1 && list.getAttribute('aria-busy') === 'false';
})()`;

/**
 * Status action: the click's timestamp (capture phase, inside the watched card), the first
 * moment after it when the card's status badge says something else (`updated`: the
 * optimistic card), and the first moment after that when the card is settled — no longer
 * busy, or gone from the filtered list after the refetch (`confirmed`: the server's answer
 * is on screen).
 */
export const installActionProbe = `(labels) => {
  const state = { card: null, before: null, after: null, click: null, updated: null, frame: null, confirmed: null };
  window.__action = state;
  const statusOf = (card) => {
    for (const el of card.querySelectorAll('span')) {
      const text = (el.textContent || '').trim();
      if (labels.includes(text)) return text;
    }
    return null;
  };
  window.__statusOf = statusOf;
  document.addEventListener('click', (event) => {
    if (state.card && state.click === null && event.target instanceof Node && state.card.contains(event.target)) state.click = event.timeStamp;
  }, true);
  new MutationObserver(() => {
    if (!state.card || state.click === null) return;
    if (state.updated === null) {
      if (!state.card.isConnected) return;
      const now = statusOf(state.card);
      if (now === state.before) return;
      state.updated = performance.now();
      state.after = now;
      requestAnimationFrame(() => { state.frame = performance.now(); });
    }
    if (state.confirmed === null && (!state.card.isConnected || state.card.getAttribute('aria-busy') === 'false')) {
      state.confirmed = performance.now();
    }
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] });
}`;

/** Picks the first idle Pending card with an enabled Accept button; returns its tracking number. */
export const pickPendingCard = `() => {
  const state = window.__action;
  const list = document.querySelector('ul[aria-label="Deliveries"]');
  if (!list || list.getAttribute('aria-busy') === 'true') return null;
  for (const card of list.querySelectorAll('article')) {
    if (card.getAttribute('aria-busy') !== 'false' || window.__statusOf(card) !== 'Pending') continue;
    const accept = [...card.querySelectorAll('button')].find((b) => (b.textContent || '').trim() === 'Accept' && !b.disabled);
    const heading = card.querySelector('h3');
    if (!accept || !heading) continue;
    Object.assign(state, { card, before: 'Pending', after: null, click: null, updated: null, frame: null, confirmed: null });
    return heading.textContent.trim();
  }
  return null;
}`;

/** The deliveries table's rows are on screen and its page is not loading. */
export const tableSettled = `(() => {
  const table = document.querySelector('[role="region"][aria-label="Deliveries table"] table');
  return !!table && table.getAttribute('aria-busy') === 'false' && table.querySelectorAll('tbody tr[aria-rowindex]').length > 0;
})()`;

/**
 * Table scroll: the table's scroll frame (role="region") from its top to its bottom over
 * `durationMs`, one step a frame (requestAnimationFrame), the position a linear function of
 * the time. Resolves with performance.now() at each frame, the distance and the last row
 * rendered at the end (the virtualised table must have reached it).
 */
export const scrollTable = `(durationMs) => new Promise((resolve, reject) => {
  const frame = document.querySelector('[role="region"][aria-label="Deliveries table"]');
  if (!frame) return reject(new Error('no table frame'));
  const distance = frame.scrollHeight - frame.clientHeight;
  const times = [];
  let start = null;
  const step = () => {
    const now = performance.now();
    times.push(now);
    if (start === null) start = now;
    const progress = Math.min(1, (now - start) / durationMs);
    frame.scrollTop = progress * distance;
    if (progress < 1) return requestAnimationFrame(step);
    // One more frame, so the last position is rendered before the rows are read.
    requestAnimationFrame(() => {
      times.push(performance.now());
      const rows = [...frame.querySelectorAll('tbody tr[aria-rowindex]')];
      resolve({ times, distance, scrollTop: frame.scrollTop, lastRow: Number(rows.at(-1)?.getAttribute('aria-rowindex') ?? 0), rendered: rows.length });
    });
  };
  frame.scrollTop = 0;
  // Two frames first: the jump to the top is not part of the measure.
  requestAnimationFrame(() => requestAnimationFrame(step));
})`;

/**
 * CSV import: the timestamp of the first click and of the first file chosen (change event)
 * after `watchDialog`, and the first moment a status line in the dialog matches each of its
 * patterns (with its text).
 */
export const installDialogProbe = `() => {
  const state = { patterns: [], click: null, change: null, seen: {}, text: {} };
  window.__dialog = state;
  document.addEventListener('click', (event) => { if (state.click === null) state.click = event.timeStamp; }, true);
  document.addEventListener('change', (event) => { if (state.change === null) state.change = event.timeStamp; }, true);
  new MutationObserver(() => {
    if (state.patterns.length === 0) return;
    for (const el of document.querySelectorAll('[role="dialog"] [role="status"]')) {
      const text = (el.textContent || '').trim();
      for (const pattern of state.patterns) {
        if (state.seen[pattern] === undefined && new RegExp(pattern).test(text)) {
          state.seen[pattern] = performance.now();
          state.text[pattern] = text;
        }
      }
    }
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
}`;

export const watchDialog = `(patterns) => { Object.assign(window.__dialog, { patterns, click: null, change: null, seen: {}, text: {} }); }`;

/** The same frames with nothing moving: performance.now() at each for `durationMs`. */
export const idleFrames = `(durationMs) => new Promise((resolve) => {
  const times = [];
  const step = () => {
    const now = performance.now();
    times.push(now);
    if (now - times[0] < durationMs) requestAnimationFrame(step);
    else resolve(times);
  };
  requestAnimationFrame(step);
})`;
