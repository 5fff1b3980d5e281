/*
 * Code that runs inside the page, kept as text: a function written in TypeScript here would
 * be compiled by tsx, which may add helpers (e.g. `__name`) that the page does not have.
 * Every timestamp is performance.now() or Event.timeStamp: both count from navigation start.
 */

/**
 * Init script of the cold load: records when the deliveries list has a card and the four
 * overview tiles (pending deliveries, wallet balance, active routes, billing account) have
 * left their skeletons (aria-busy="false") with real content — in the MutationObserver
 * callback right after React's commit (`ready`), and in the next animation frame (`frame`,
 * about when it is painted).
 */
export const readyObserver = (origin: string) => `(() => {
  if (location.origin !== ${JSON.stringify(origin)}) return;
  const state = { ready: null, frame: null, problem: null, tiles: null };
  window.__bench = state;
  const tiles = {
    'overview-deliveries': /\\d+ pending/,
    'overview-wallet': /₦|•/,
    'overview-routes': /\\d+ of \\d+/,
    'overview-billing': /\\S/,
  };
  const check = () => {
    const texts = [];
    for (const id of Object.keys(tiles)) {
      const tile = document.querySelector('[data-testid="' + id + '"]');
      if (!tile || tile.getAttribute('aria-busy') !== 'false') return false;
      texts.push(tile.textContent || '');
    }
    if (texts.some((text) => text.includes('Unavailable'))) {
      state.problem = 'an overview tile says Unavailable: ' + texts.join(' | ');
      return true;
    }
    if (!Object.values(tiles).every((pattern, i) => pattern.test(texts[i]))) return false;
    const list = document.querySelector('ul[aria-label="Deliveries"]');
    if (!list || !list.querySelector('article')) return false;
    state.tiles = texts;
    return true;
  };
  const observer = new MutationObserver(() => {
    if (state.ready !== null || !check()) return;
    state.ready = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => { state.frame = performance.now(); });
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] });
})();`;

/** Every resource the page fetched, with its start and end, plus the navigation's milestones. */
export const collectTimings = `() => {
  const nav = performance.getEntriesByType('navigation')[0];
  return {
    responseEnd: nav ? nav.responseEnd : 0,
    domContentLoaded: nav ? nav.domContentLoadedEventEnd : 0,
    resources: performance.getEntriesByType('resource').map((e) => ({ name: e.name, type: e.initiatorType, start: e.startTime, end: e.responseEnd })),
  };
}`;

/** The URLs of every script and stylesheet the page loaded: resource entries and the document's own tags. */
export const collectAssetUrls = `() => {
  const urls = new Set(performance.getEntriesByType('resource').map((e) => e.name));
  for (const el of document.querySelectorAll('script[src]')) urls.add(el.src);
  for (const el of document.querySelectorAll('link[rel="modulepreload"][href], link[rel="stylesheet"][href]')) urls.add(el.href);
  return [...urls];
}`;

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
 * Status action: the click's timestamp (capture phase, inside the watched card) and the first
 * moment after it when the card's status badge says something else.
 */
export const installActionProbe = `(labels) => {
  const state = { card: null, before: null, after: null, click: null, updated: null, frame: null };
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
    if (!state.card || state.click === null || state.updated !== null) return;
    const now = statusOf(state.card);
    if (now === state.before) return;
    state.updated = performance.now();
    state.after = now;
    requestAnimationFrame(() => { state.frame = performance.now(); });
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
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
    Object.assign(state, { card, before: 'Pending', after: null, click: null, updated: null, frame: null });
    return heading.textContent.trim();
  }
  return null;
}`;
