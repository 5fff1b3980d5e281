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
