import { requestLogOutcomes } from '@/api/schemas/request-logs';
import { apiKeyModes } from '@/api/schemas/api-keys';
import { textMax } from '@/api/schemas/common';
import type { RequestLogQuery } from '@/api/schemas/request-logs';
import { firstRequestLogPage } from '@/queries/request-logs';
import { choice, pageNumber, searchParams, searchText } from '@/search-params';

/*
 * The Developers section's search params (/dashboard/developers): the request logs' filters
 * and page, so a filtered view survives a reload and a shared link. Plain validators, no zod
 * (validateSearch is not code-split: src/search-params.ts); the values are the contract's
 * (src/api/schemas/request-logs.ts).
 */
export const outcomeFilters = ['all', ...requestLogOutcomes] as const;
export const modeFilters = ['all', ...apiKeyModes] as const;
export type OutcomeFilter = (typeof outcomeFilters)[number];
export type ModeFilter = (typeof modeFilters)[number];

export interface DevelopersSearch {
  outcome: OutcomeFilter;
  mode: ModeFilter;
  /** The id of the key that made the requests; '' for every key. */
  key: string;
  /** Part of the path, any case; '' for every path. */
  path: string;
  page: number;
}

const params = searchParams<DevelopersSearch>({
  outcome: choice<OutcomeFilter>(outcomeFilters, 'all'),
  mode: choice<ModeFilter>(modeFilters, 'all'),
  key: searchText(textMax.id),
  path: searchText(textMax.search),
  page: pageNumber,
});
export const validateDevelopersSearch = params.validate;
export const developersSearchDefaults = params.defaults;

/** Whether anything narrows the log (the page aside). */
export const hasLogFilters = (search: DevelopersSearch) =>
  search.outcome !== 'all' || search.mode !== 'all' || search.key !== '' || search.path.trim() !== '';

/**
 * The list request the search params stand for. With no filter on page 1 it is the loader's
 * `firstRequestLogPage` itself (one query key, so one request).
 */
export function requestLogQueryOf({ outcome, mode, key, path, page }: DevelopersSearch): RequestLogQuery {
  return {
    ...firstRequestLogPage,
    page,
    ...(outcome === 'all' ? {} : { outcome }),
    ...(mode === 'all' ? {} : { mode }),
    ...(key ? { keyId: key } : {}),
    ...(path.trim() ? { path: path.trim() } : {}),
  };
}
