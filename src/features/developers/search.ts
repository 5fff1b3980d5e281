import type { ApiKeyMode } from '@/api/schemas/api-keys';
import type { RequestLogOutcome } from '@/api/schemas/request-logs';
import type { WebhookDeliveryOutcome } from '@/api/schemas/webhooks';
import { choice, pageNumber, searchParams, searchText } from '@/search-params';

/*
 * The Developers section's search params (/dashboard/developers): the request logs' filters
 * and page, so a filtered view survives a reload and a shared link. Plain validators and
 * values, no zod and no data layer: validateSearch is not code-split (src/search-params.ts).
 * The values are the contract's (src/api/schemas/request-logs.ts), checked by type only.
 */
export const outcomeFilters = ['all', 'succeeded', 'failed'] as const satisfies readonly ('all' | RequestLogOutcome)[];
export const modeFilters = ['all', 'test', 'live'] as const satisfies readonly ('all' | ApiKeyMode)[];
export type OutcomeFilter = (typeof outcomeFilters)[number];
export type ModeFilter = (typeof modeFilters)[number];
export const deliveryOutcomeFilters = ['all', 'succeeded', 'pending', 'failed'] as const satisfies readonly (
  'all' | WebhookDeliveryOutcome
)[];
export type DeliveryOutcomeFilter = (typeof deliveryOutcomeFilters)[number];
/** The longest event type (`wallet.transaction.completed` is 28); the contract checks it is one. */
const eventTypeMaxLength = 40;

/** The contract's bounds (textMax.id, textMax.search in src/api/schemas/common.ts). */
const keyIdMaxLength = 64;
export const pathSearchMaxLength = 100;

export interface DevelopersSearch {
  outcome: OutcomeFilter;
  mode: ModeFilter;
  /** The id of the key that made the requests; '' for every key. */
  key: string;
  /** Part of the path, any case; '' for every path. */
  path: string;
  page: number;
  /** A webhook endpoint's id: its page instead of the section's cards; '' for none. */
  endpoint: string;
  /** Its deliveries' filters and page: an event type ('' for all) and an outcome. */
  eventType: string;
  deliveryOutcome: DeliveryOutcomeFilter;
  deliveryPage: number;
}

const params = searchParams<DevelopersSearch>({
  outcome: choice<OutcomeFilter>(outcomeFilters, 'all'),
  mode: choice<ModeFilter>(modeFilters, 'all'),
  key: searchText(keyIdMaxLength),
  path: searchText(pathSearchMaxLength),
  page: pageNumber,
  endpoint: searchText(keyIdMaxLength),
  eventType: searchText(eventTypeMaxLength),
  deliveryOutcome: choice<DeliveryOutcomeFilter>(deliveryOutcomeFilters, 'all'),
  deliveryPage: pageNumber,
});
export const validateDevelopersSearch = params.validate;
export const developersSearchDefaults = params.defaults;

/** Whether anything narrows the log (the page aside). */
export const hasLogFilters = (search: DevelopersSearch) =>
  search.outcome !== 'all' || search.mode !== 'all' || search.key !== '' || search.path.trim() !== '';
