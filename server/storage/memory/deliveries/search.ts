import type { SearchNeedle } from '../../../domain/deliveries/port';
import type { DeliveryRecord } from '../../../domain/deliveries/records';
import { deliverySearchText, matchesNeedle } from '../../../domain/deliveries/search-text';
import { DomainError } from '../../../domain/errors';

/*
 * Searching a partner's deliveries in memory (GET /api/deliveries?search=): one pass over the
 * search text of each delivery (server/domain/deliveries/search-text.ts, built on the first
 * search), pausing for a macrotask every
 * `scanOptions.itemsPerSlice` deliveries and stopping (499) once the request's signal is
 * aborted, so a search the app abandoned stops costing the server. The last few searches are
 * kept (a search only narrows a kept one it extends: "lago" scans what "lag" found). A scan can
 * pause while a delivery is created: its result then answers its own request but is not kept.
 */

/** How many deliveries a scan handles between two pauses (a macrotask each). */
export const scanOptions = { itemsPerSlice: 4096 };

/**
 * For tests: what the index has done. `onPause` runs at each pause of a scan (awaited), before
 * the scan checks its request's signal.
 */
export const deliveryIndexProbe = {
  /** Partner indexes built from scratch. */
  builds: 0,
  /** Deliveries whose haystack a search looked at. */
  visited: 0,
  /** Scans over, whether they ran to the end or stopped for an aborted request. */
  scansOver: 0,
  pauses: 0,
  onPause: null as (() => void | Promise<void>) | null,
};

/** A macrotask: setImmediate under node, a MessageChannel message in a browser (no 4 ms clamp). */
const nextMacrotask: () => Promise<void> = (() => {
  const immediate = globalThis.setImmediate as ((callback: () => void) => unknown) | undefined;
  if (typeof immediate === 'function') return () => new Promise<void>((resolve) => void immediate(resolve));
  const waiting: Array<() => void> = [];
  let channel: MessageChannel | null = null;
  return () =>
    new Promise<void>((resolve) => {
      if (!channel) {
        channel = new MessageChannel();
        channel.port1.onmessage = () => waiting.shift()?.();
      }
      waiting.push(resolve);
      channel.port2.postMessage(null);
    });
})();

/** Nobody waits for the reply any more (nginx's 499): the answer is never read. */
const clientGone = () => new DomainError(499, 'The client closed the request', 'CLIENT_CLOSED_REQUEST');

export function throwIfAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw clientGone();
}

async function pause(signal: AbortSignal | undefined) {
  deliveryIndexProbe.pauses += 1;
  await deliveryIndexProbe.onPause?.();
  await nextMacrotask();
  throwIfAborted(signal);
}

export interface SearchMatch {
  needle: SearchNeedle;
  from: number;
  to: number;
  /** The matching ordinals, in ordinal order. */
  ordinals: number[];
  /** 1 at each matching ordinal. */
  flags: Uint8Array;
}

/** How many searches a partner's index keeps. */
const KEPT_SEARCHES = 8;

/** One partner's search haystacks (per ordinal) and kept searches. */
export class DeliverySearches {
  private readonly haystacks: Array<string | undefined> = [];
  private readonly kept: SearchMatch[] = [];

  /** A delivery was appended: a kept search may be missing it. */
  forgetKept(): void {
    this.kept.length = 0;
  }

  /**
   * The deliveries (`records`, by ordinal) created in [from, to) whose search text holds the
   * needle. `createdIn(from, to)` gives the ordinals in a range, in ordinal order.
   */
  async search(
    records: readonly DeliveryRecord[],
    query: { needle: SearchNeedle; from: number; to: number },
    createdIn: (from: number, to: number) => readonly number[],
    signal: AbortSignal | undefined,
  ): Promise<SearchMatch> {
    const { needle, from, to } = query;
    const kept = this.kept.findIndex((s) => s.needle.text === needle.text && s.from === from && s.to === to);
    if (kept >= 0) {
      const [match] = this.kept.splice(kept, 1);
      this.kept.push(match!);
      return match!;
    }
    // A kept search whose needle this one extends holds every delivery this one can find.
    const plain = (n: SearchNeedle) => n.digits === undefined;
    const narrowed = plain(needle)
      ? this.kept
          .filter((s) => s.from === from && s.to === to && needle.text.includes(s.needle.text) && plain(s.needle))
          .sort((a, b) => a.ordinals.length - b.ordinals.length)[0]
      : undefined;
    let candidates: readonly number[] | null = narrowed?.ordinals ?? null;
    if (!candidates && (from !== Number.NEGATIVE_INFINITY || to !== Number.POSITIVE_INFINITY)) {
      candidates = createdIn(from, to);
    }

    const size = records.length;
    const { ordinals, flags } = await this.scan(records, candidates, (text) => matchesNeedle(text, needle), signal);
    const match: SearchMatch = { needle, from, to, ordinals, flags };
    // A delivery created while the scan paused is not in it: such a result is used once, not kept.
    if (records.length === size) {
      this.kept.push(match);
      if (this.kept.length > KEPT_SEARCHES) this.kept.shift();
    }
    return match;
  }

  /** One pass over the candidates (all records when null), pausing every slice; stops (499) once aborted. */
  private async scan(
    records: readonly DeliveryRecord[],
    candidates: readonly number[] | null,
    test: (haystack: string) => boolean,
    signal: AbortSignal | undefined,
  ): Promise<Pick<SearchMatch, 'ordinals' | 'flags'>> {
    const count = candidates ? candidates.length : records.length;
    const flags = new Uint8Array(records.length);
    const ordinals: number[] = [];
    const slice = Math.max(1, scanOptions.itemsPerSlice);
    throwIfAborted(signal);
    try {
      for (let i = 0; i < count; i += 1) {
        if (i > 0 && i % slice === 0) await pause(signal);
        const ordinal = candidates ? candidates[i]! : i;
        const haystack = (this.haystacks[ordinal] ??= deliverySearchText(records[ordinal]!));
        deliveryIndexProbe.visited += 1;
        if (test(haystack)) {
          flags[ordinal] = 1;
          ordinals.push(ordinal);
        }
      }
    } finally {
      deliveryIndexProbe.scansOver += 1;
    }
    return { ordinals, flags };
  }
}
