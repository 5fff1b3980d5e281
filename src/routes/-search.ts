import type { SearchSchemaInput } from '@tanstack/react-router';

/*
 * Search params are state, validated on every navigation. The validators are plain
 * functions rather than zod schemas on purpose: `validateSearch` is not code-split, so a
 * zod schema would put zod into the landing page's first load (the size budget). Each
 * field falls back to its default instead of failing, like zod's `.catch()`. A section's
 * own params live in its feature (e.g. -features/deliveries/search.ts); these are the
 * building blocks and the app-wide ones.
 */
export const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : fallback;

export const positiveInt = (value: unknown, fallback: number): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export const text = (value: unknown, max = 100): string =>
  typeof value === 'string' ? value.slice(0, max) : typeof value === 'number' ? String(value) : '';

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
