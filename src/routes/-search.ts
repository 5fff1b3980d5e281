import type { SearchSchemaInput } from '@tanstack/react-router';
import { deliveryStatuses, type DeliveryStatus } from '@/api/constants';

/*
 * Search params are state, validated on every navigation. These validators are plain
 * functions rather than zod schemas on purpose: `validateSearch` is not code-split, so a
 * zod schema here would put zod into the landing page's first load (issue 5's budget).
 * Each field falls back to its default instead of failing, like zod's `.catch()`.
 */
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : fallback;

const positiveInt = (value: unknown, fallback: number): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

const text = (value: unknown, max = 100): string =>
  typeof value === 'string' ? value.slice(0, max) : typeof value === 'number' ? String(value) : '';

/** Only same-site paths: never an open redirect to another origin. */
export function safeRedirect(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : undefined;
}

export const dashboardTabs = ['deliveries', 'wallet', 'profile', 'billing'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];
export const statusFilters = ['all', ...deliveryStatuses] as const;
export type StatusFilter = 'all' | DeliveryStatus;

export interface DashboardSearch {
  tab: DashboardTab;
  status: StatusFilter;
  q: string;
  page: number;
  /** The delivery whose detail view is open. */
  delivery?: string | undefined;
}

export const dashboardSearchDefaults = { tab: 'deliveries', status: 'all', q: '', page: 1 } as const satisfies Omit<
  DashboardSearch,
  'delivery'
>;

/** Input: every field optional (links name only what they change); output: every field set. */
export function validateDashboardSearch(
  search: Partial<Record<keyof DashboardSearch, unknown>> & SearchSchemaInput,
): DashboardSearch {
  const delivery = text(search.delivery, 64);
  return {
    tab: oneOf(dashboardTabs, search.tab, dashboardSearchDefaults.tab),
    status: oneOf<StatusFilter>(statusFilters, search.status, dashboardSearchDefaults.status),
    q: text(search.q),
    page: positiveInt(search.page, dashboardSearchDefaults.page),
    delivery: delivery || undefined,
  };
}

export interface SignInSearch {
  redirect?: string | undefined;
}

export function validateSignInSearch(search: { redirect?: unknown } & SearchSchemaInput): SignInSearch {
  // Always name the key: a refused value must replace the raw one, not sit beside it.
  return { redirect: safeRedirect(search.redirect) };
}
