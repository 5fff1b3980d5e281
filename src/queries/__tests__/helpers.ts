import {
  MutationObserver,
  QueryObserver,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { afterEach, expect } from 'vitest';
import { signIn } from '@/api/auth';
import type { ApiError } from '@/api/errors';
import type { CreateDeliveryRequest } from '@/api/schemas';
import { tokenStorage } from '@/api/token-storage';
import { createQueryClient } from '../query-client';

export const DEMO = { email: 'demo@example.com', password: 'Partner123!' } as const;

/** Signs the demo partner in at the API layer (tokens stored, no cache touched). */
export async function signInDemo() {
  const reply = await signIn({ ...DEMO, rememberMe: true });
  tokenStorage.save(reply, true);
  return reply;
}

/** A test's own cache, the demo partner signed in: what most tests here start from. */
export async function signedInClient(): Promise<QueryClient> {
  await signInDemo();
  return createQueryClient();
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

/** Each query is in the cache and a write left it as it was: not invalidated (its screen would not refetch). */
export function expectUntouched(queryClient: QueryClient, ...queryKeys: QueryKey[]) {
  for (const queryKey of queryKeys) expect(isInvalidated(queryClient, queryKey), JSON.stringify(queryKey)).toBe(false);
}

/** A promise the test settles itself: holds a mock reply until the test has looked at the cache. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A delivery to create (single or in a batch); `changes` for what a test looks at. */
export const newDelivery = (changes: Partial<CreateDeliveryRequest> = {}): CreateDeliveryRequest => ({
  customer: { name: 'Halima Sani', email: 'halima@example.com', phone: '+234 803 000 1111' },
  from: { address: '4 Ahmadu Bello Way', city: 'Kaduna' },
  to: { address: '9 Constitution Road', city: 'Kaduna' },
  description: 'Spare parts',
  items: ['Brake pads'],
  price: 3_000,
  priority: 'low',
  estimatedDelivery: new Date(Date.now() + 86_400_000).toISOString(),
  ...changes,
});
