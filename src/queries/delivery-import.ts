import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { createDelivery } from '@/api/deliveries';
import { refusalMessage, type ApiError } from '@/api/errors';
import type { CreateDeliveryRequest, Delivery } from '@/api/schemas';
import { deliveryKeys } from './deliveries';
import { inPool } from './pool';
import { mutationHook } from './query-client';
import { statisticsKeys } from './statistics';

/*
 * Many new deliveries at once (the CSV import): three requests in flight at a time, progress
 * after each answer, Cancel stops sending (a request already sent is answered and counted).
 * The lists and the delivery statistics are invalidated ONCE, when the batch is over — not a
 * refetch of every list after every row.
 */

/** How many create requests are in flight at once (as the bulk actions). */
export const importConcurrency = 3;

export type CreateOutcome =
  | { result: 'created'; delivery: Delivery }
  | { result: 'failed'; reason: string }
  /** Cancelled before it was sent. */
  | { result: 'not-sent' };

export interface ImportDeliveriesVariables {
  bodies: readonly CreateDeliveryRequest[];
  /** Cancel: no request starts once it is aborted. */
  signal?: AbortSignal;
  /** After each answer: how many are answered, of how many. */
  onProgress?: (done: number, total: number) => void;
}

export interface ImportDeliveriesResult {
  /** One per body, in the bodies' order (not the order the answers came in). */
  outcomes: CreateOutcome[];
  cancelled: boolean;
}

/** Sends every body, `importConcurrency` at a time; never rejects: each failure is an outcome. */
export async function createDeliveries({
  bodies,
  signal,
  onProgress,
}: ImportDeliveriesVariables): Promise<ImportDeliveriesResult> {
  const outcomes: CreateOutcome[] = bodies.map(() => ({ result: 'not-sent' }));
  const done = await inPool(
    bodies,
    importConcurrency,
    async (body, index) => {
      try {
        outcomes[index] = { result: 'created', delivery: await createDelivery(body) };
      } catch (error) {
        const apiError = error as ApiError;
        outcomes[index] = { result: 'failed', reason: refusalMessage(apiError) ?? apiError.message };
      }
    },
    { signal, onDone: onProgress && ((count) => onProgress(count, bodies.length)) },
  );
  return { outcomes, cancelled: Boolean(signal?.aborted) && done < bodies.length };
}

export const importDeliveriesMutation = (queryClient: QueryClient) =>
  mutationOptions<ImportDeliveriesResult, ApiError, ImportDeliveriesVariables>({
    mutationFn: createDeliveries,
    // Whatever happened (all, some, cancelled), once: the mutation stays pending until the lists are fresh.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: statisticsKeys.deliveries() }),
      ]),
  });
export const useImportDeliveries = mutationHook(importDeliveriesMutation);
