import type { SearchSchemaInput } from '@tanstack/react-router';

/*
 * Search params are state, validated on every navigation. The validators are plain
 * functions rather than zod schemas on purpose: `validateSearch` is not code-split, so a
 * zod schema would put zod into the landing page's first load (the size budget). Each
 * field falls back to its default instead of failing, like zod's `.catch()`. A section's
 * own params live in its feature (e.g. src/features/deliveries/search.ts); these are the
 * building blocks and the app-wide ones.
 */
export const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : fallback;

const positiveInt = (value: unknown, fallback: number): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

const text = (value: unknown, max: number): string =>
  typeof value === 'string' ? value.slice(0, max) : typeof value === 'number' ? String(value) : '';

/** Reads one search param. Never throws: a value that does not fit gives the field's default. */
export type SearchField<T> = (value: unknown) => T;

/** One of `values`, else `fallback`. */
export const choice =
  <T extends string>(values: readonly T[], fallback: T): SearchField<T> =>
  (value) =>
    oneOf(values, value, fallback);

/** A page number from 1, else 1. */
export const pageNumber: SearchField<number> = (value) => positiveInt(value, 1);

/** Free text (a search box) cut at `max` characters, else ''. */
export const searchText =
  (max: number): SearchField<string> =>
  (value) =>
    text(value, max);

/** The id of what is open (a delivery, a transaction), else nothing. */
export const openId: SearchField<string | undefined> = (value) => text(value, 64) || undefined;

/** A calendar day written YYYY-MM-DD, else '' (no bound). */
export const day: SearchField<string> = (value) =>
  typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(value) ? value : '';

/**
 * A screen's search params from one reader per key: the route's `validateSearch` (input:
 * every key optional, as links name only what they change; output: every key set) and the
 * defaults, which `stripSearchParams` keeps out of the URL (a plain link is the default view).
 */
export function searchParams<S extends object>(fields: { [K in keyof S]-?: SearchField<S[K]> }) {
  type Input = Partial<Record<keyof S, unknown>> & SearchSchemaInput;
  const validate = (search: Input): S => {
    const out: Partial<S> = {};
    for (const key in fields) out[key] = fields[key](search[key]);
    return out as S;
  };
  return { validate, defaults: validate({} as Input) };
}

/** A date range typed backwards (`from` after `to`), put the right way round. */
export const orderedRange = <S extends { from: string; to: string }>(valid: S): S =>
  valid.from && valid.to && valid.from > valid.to ? { ...valid, from: valid.to, to: valid.from } : valid;

/** Only same-site paths: never an open redirect to another origin. */
export function safeRedirect(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : undefined;
}

export interface SignInSearch {
  redirect?: string | undefined;
}

export function validateSignInSearch(search: { redirect?: unknown } & SearchSchemaInput): SignInSearch {
  // Always name the key: a refused value must replace the raw one, not sit beside it.
  return { redirect: safeRedirect(search.redirect) };
}

/** The dashboard's sections, each a child route: /dashboard/deliveries, /dashboard/wallet… */
export const dashboardSections = ['deliveries', 'wallet', 'profile', 'billing'] as const;
export type DashboardSection = (typeof dashboardSections)[number];

/**
 * The links of the single-page dashboard before sections were routes (`/dashboard?tab=wallet`,
 * `/dashboard?status=pending&q=…`): where they lead now.
 */
export function legacyDashboardTarget(search: Record<string, unknown>): {
  section: DashboardSection;
  search: Record<string, unknown>;
} {
  const { tab, ...rest } = search;
  return { section: oneOf(dashboardSections, tab, 'deliveries'), search: rest };
}
