/*
 * Probes that run inside the page (the bench and the budget use them), kept as text: a function written in TypeScript here would
 * be compiled by tsx, which may add helpers (e.g. `__name`) that the page does not have.
 * Every timestamp is performance.now() or Event.timeStamp: both count from navigation start.
 */

/** The overview's tiles, each with what its text shows once loaded. */
const overviewTiles = `{
    'overview-deliveries': /\\d+ pending/,
    'overview-wallet': /₦|•/,
    'overview-routes': /\\d+ of \\d+/,
    'overview-billing': /\\S/,
  }`;

/**
 * Init script of the cold load: records when the section's content is there (`content`, a CSS
 * selector: by default the deliveries list with a card) — and, with `tiles`, when the
 * overview's four tiles (pending deliveries, wallet balance, active routes, billing account)
 * have left their skeletons (aria-busy="false") with real content — in the MutationObserver
 * callback right after React's commit (`ready`), and in the next animation frame (`frame`,
 * about when it is painted).
 */
export const readyObserver = (
  origin: string,
  { content = 'ul[aria-label="Deliveries"] article', tiles = false }: { content?: string; tiles?: boolean } = {},
) => `(() => {
  if (location.origin !== ${JSON.stringify(origin)}) return;
  const state = { ready: null, frame: null, problem: null, tiles: null };
  window.__bench = state;
  const tiles = ${tiles ? overviewTiles : '{}'};
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
    if (!document.querySelector(${JSON.stringify(content)})) return false;
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

/**
 * Every resource the page fetched, with its start and end, plus the navigation's milestones and
 * the app's `first-page-settled` mark (src/first-page-settled.ts), if it was set.
 */
export const collectTimings = `() => {
  const nav = performance.getEntriesByType('navigation')[0];
  return {
    responseEnd: nav ? nav.responseEnd : 0,
    domContentLoaded: nav ? nav.domContentLoadedEventEnd : 0,
    settled: performance.getEntriesByName('first-page-settled')[0]?.startTime ?? null,
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
 * Init script for a public page: records (`window.__live`) the moment the app is live — it has
 * taken over the prerendered markup (`data-prerendered` gone) or rendered into the empty shell.
 * What the page requested before that moment is what its first screen needed.
 */
export const liveObserver = `(() => {
  window.__live = null;
  const check = () => {
    const root = document.getElementById('root');
    if (!root || root.hasAttribute('data-prerendered') || root.childElementCount === 0) return false;
    window.__live = performance.now();
    return true;
  };
  const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-prerendered'] });
})();`;
