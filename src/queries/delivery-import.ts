import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { createDeliveries as createBatch } from '@/api/delivery-writes';
import { refusalMessage, type ApiError } from '@/api/errors';
import type { CreateDeliveryRequest, Delivery } from '@/api/schemas';
import { maxDeliveriesPerBatch } from '@/api/schemas/delivery-writes';
import { deliveryKeys } from './deliveries';
import { inPool } from './pool';
import { mutationHook } from './query-client';
import { statisticsKeys } from './statistics';

/*
 * Many new deliveries at once (the CSV import): POST /api/deliveries/batch, up to 100 rows
 * and 256 kB a request (each created together or not at all), two requests in flight, progress after each
 * answer; Cancel stops sending (a request already sent is answered and counted). 1,000 rows are
 * ten requests, not a thousand. The lists and the delivery statistics are invalidated ONCE,
 * when the import is over — not a refetch of every list after every request.
 */

/** Rows a request carries at most: the contract's limit. */
export const importBatchSize = maxDeliveriesPerBatch;
/**
 * Bytes of JSON a request carries at most (a row's text fields have no limit of their own): a
 * quarter of the mock's 1 MB body limit. 100 typical rows are ~60 kB.
 */
export const importBatchBytes = 256 * 1024;
/** Requests in flight at once: the next batch travels while the server writes the last one. */
export const importConcurrency = 2;

export type CreateOutcome =
  | { result: 'created'; delivery: Delivery }
  /**
   * Not created. `uncertain`: no usable answer came (a timeout, a network failure, a reply
   * DeliverOS could not read), so the server may have created the row all the same.
   */
  | { result: 'failed'; reason: string; uncertain: boolean }
  /** Cancelled before it was sent. */
  | { result: 'not-sent' };

export interface ImportDeliveriesVariables {
  bodies: readonly CreateDeliveryRequest[];
  /** Cancel: no request starts once it is aborted. */
  signal?: AbortSignal;
  /** After each answer: how many rows are answered, of how many. */
  onProgress?: (done: number, total: number) => void;
}

export interface ImportDeliveriesResult {
  /** One per body, in the bodies' order (not the order the answers came in). */
  outcomes: CreateOutcome[];
  cancelled: boolean;
}

function failure(error: ApiError): Extract<CreateOutcome, { result: 'failed' }> {
  return {
    result: 'failed',
    reason: refusalMessage(error) ?? error.message,
    uncertain: !error.answered && error.kind !== 'invalid-request',
  };
}

/** The bodies cut into requests: consecutive rows, at most `importBatchSize` of them and `importBatchBytes` of JSON (a row over that goes alone). */
export function batchesOf(bodies: readonly CreateDeliveryRequest[]): Array<{ first: number; end: number }> {
  const encoder = new TextEncoder();
  const batches: Array<{ first: number; end: number }> = [];
  let first = 0;
  let bytes = 0;
  bodies.forEach((body, index) => {
    const size = encoder.encode(JSON.stringify(body)).length + 1;
    if (index > first && (index - first === importBatchSize || bytes + size > importBatchBytes)) {
      batches.push({ first, end: index });
      first = index;
      bytes = 0;
    }
    bytes += size;
  });
  if (bodies.length > first) batches.push({ first, end: bodies.length });
  return batches;
}

/** Sends every body, `importBatchSize` a request, `importConcurrency` requests at a time; never rejects: each failure is an outcome. */
export async function createDeliveries({
  bodies,
  signal,
  onProgress,
}: ImportDeliveriesVariables): Promise<ImportDeliveriesResult> {
  const outcomes: CreateOutcome[] = bodies.map(() => ({ result: 'not-sent' }));
  let answered = 0;
  await inPool(
    batchesOf(bodies),
    importConcurrency,
    async ({ first, end }) => {
      const batch = bodies.slice(first, end);
      try {
        const { deliveries } = await createBatch([...batch]);
        batch.forEach((_, offset) => {
          const delivery = deliveries[offset];
          outcomes[first + offset] = delivery
            ? { result: 'created', delivery }
            : { result: 'failed', reason: 'The server did not confirm this row', uncertain: true };
        });
      } catch (error) {
        const outcome = failure(error as ApiError);
        batch.forEach((_, offset) => (outcomes[first + offset] = outcome));
      }
      answered += batch.length;
      onProgress?.(answered, bodies.length);
    },
    { signal },
  );
  const sent = outcomes.filter((outcome) => outcome.result !== 'not-sent').length;
  return { outcomes, cancelled: Boolean(signal?.aborted) && sent < bodies.length };
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
