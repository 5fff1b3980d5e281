import {
  MutationObserver,
  QueryObserver,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { afterEach } from 'vitest';
import { signIn } from '@/api/auth';
import type { ApiError } from '@/api/errors';
import { tokenStorage } from '@/api/token-storage';

export const DEMO = { email: 'demo@example.com', password: 'Partner123!' } as const;

/** Signs the demo partner in at the API layer (tokens stored, no cache touched). */
export async function signInDemo() {
  const reply = await signIn({ ...DEMO, rememberMe: true });
  tokenStorage.save(reply, true);
  return reply;
}

export const OPERATOR = { email: 'ops@deliveros.ng', password: 'Operator123!' } as const;

/** Signs the DeliverOS operations account in at the API layer (the API-access review endpoints). */
export async function signInOperator() {
  const reply = await signIn({ ...OPERATOR, rememberMe: true });
  tokenStorage.save(reply, true);
  return reply;
}

const unsubscribers: Array<() => void> = [];
afterEach(() => {
  while (unsubscribers.length) unsubscribers.pop()?.();
});

/**
 * Fills the cache and keeps the query observed, as a mounted component would: invalidation
 * refetches observed queries at once, and only marks unobserved ones stale.
 */
export async function watch<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: UseQueryOptions<TData, ApiError, TData, TKey>,
): Promise<TData> {
  const data = await queryClient.fetchQuery(options);
  unsubscribers.push(new QueryObserver(queryClient, options).subscribe(() => {}));
  return data;
}

/** Runs a mutation factory's very options, cache effects included, without React. */
export function run<TData, TVariables, TContext>(
  queryClient: QueryClient,
  factory: (queryClient: QueryClient) => UseMutationOptions<TData, ApiError, TVariables, TContext>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(queryClient, factory(queryClient)).mutate(variables);
}

export const isInvalidated = (queryClient: QueryClient, queryKey: QueryKey) =>
  queryClient.getQueryState(queryKey)?.isInvalidated;

/** A promise the test settles itself: holds a mock reply until the test has looked at the cache. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
