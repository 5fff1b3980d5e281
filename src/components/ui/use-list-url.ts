import { useCallback, useRef } from 'react';
import { useDetailInUrl } from './use-detail-in-url';
import { useSearchText } from './use-search-text';

/** Writes a change into the list page's search params, the rest kept; `replace` adds no history entry. */
export type PatchSearch = (change: { q: string; page: number }, replace: boolean) => void;

/**
 * A paged list page's URL state: the search box's text, whose `q` follows once typing pauses
 * (back to page 1), the detail sheet of `?<id>=` (`closeDetail` removes it from the URL), and
 * the heading to scroll back to when the page changes.
 */
export function useListUrl({
  q,
  openId,
  patch,
  closeDetail,
}: {
  q: string;
  openId: string | undefined;
  /** Stable (useCallback): the search text effect re-runs when it changes. */
  patch: PatchSearch;
  closeDetail: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const detail = useDetailInUrl(openId, closeDetail);
  const writeQ = useCallback((next: string) => patch({ q: next, page: 1 }, true), [patch]);
  const [text, setText] = useSearchText(q, writeQ);
  const toHeading = () => headingRef.current?.scrollIntoView?.({ block: 'start' });
  return { headingRef, detail, text, setText, toHeading };
}
