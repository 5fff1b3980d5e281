import type { DeliveryStatus } from '@/api/schemas';
import { HOUR_MS } from '../calendar';
import {
  attentionReasons,
  attentionThresholds,
  type AttentionFlag,
  type AttentionPage,
  type AttentionReason,
} from '@/api/schemas/delivery-attention';
import type { Ctx } from '../ports';
import type { DeliveryRecord } from './records';
import { deliveryReplies } from './view';

/*
 * Which of a partner's deliveries need attention, and since when (the reasons are the contract's:
 * src/api/schemas/delivery-attention.ts). Read from the delivery alone — its status, times, last
 * report, attempts and cash on delivery — so each store answers from its deliveries, never from
 * their events: the memory store with this very function, PostgreSQL with the same rule in SQL over
 * its partial indexes (server/storage/postgres/repos/delivery-attention.ts).
 */

const MINUTE_MS = 60_000;
/** Neither finished nor refused: what can still need attention. */
export const openStatuses: readonly DeliveryStatus[] = ['pending', 'accepted', 'picked-up', 'in-transit'];
/** On the road: a rider should be reporting where it is. */
export const movingStatuses: readonly DeliveryStatus[] = ['picked-up', 'in-transit'];

/** The thresholds in ms: pending too long after, silent too long after. */
export const PENDING_TOO_LONG_MS = attentionThresholds.pendingMinutes * MINUTE_MS;
export const SILENT_TOO_LONG_MS = attentionThresholds.silentHours * HOUR_MS;

export interface Attention {
  reasons: AttentionFlag[];
  /** When its earliest reason began (epoch ms): the smaller, the more urgent. */
  since: number;
}

/** A delivered parcel whose cash on delivery came in short and is not handed in yet: since the collection. */
function shortCollection({ status, cashOnDelivery: cod }: DeliveryRecord): number | undefined {
  if (status !== 'delivered' || !cod?.collected || cod.remittedAt || cod.collected.amount >= cod.amount)
    return undefined;
  return Date.parse(cod.collected.at);
}

/** Why the delivery needs attention at `now` (epoch ms), or undefined when it does not. */
export function attentionOf(delivery: DeliveryRecord, now: number): Attention | undefined {
  const flags: Array<[AttentionReason, number]> = [];
  const short = shortCollection(delivery);
  if (short !== undefined) flags.push(['short-collection', short]);
  else if (openStatuses.includes(delivery.status)) {
    const created = Date.parse(delivery.createdAt);
    if (delivery.status === 'pending') flags.push(['pending-too-long', created + PENDING_TOO_LONG_MS]);
    flags.push(['eta-passed', Date.parse(delivery.estimatedDelivery)]);
    if (movingStatuses.includes(delivery.status)) {
      const last = delivery.lastReportedAt === undefined ? created : Date.parse(delivery.lastReportedAt);
      flags.push(['no-location', last + SILENT_TOO_LONG_MS]);
    }
    const lastAttempt = delivery.attempts?.at(-1);
    if (lastAttempt) flags.push(['failed-attempt', Date.parse(lastAttempt.at)]);
  }
  // A short collection needs attention at once; the others once their time has come.
  const due = flags.filter(([reason, since]) => reason === 'short-collection' || since <= now);
  if (due.length === 0) return undefined;
  return {
    reasons: due.map(([reason, since]) => ({ reason, since: new Date(since).toISOString() })),
    since: Math.min(...due.map(([, since]) => since)),
  };
}

/** No deliveries for any reason yet. */
export const noReasons = () =>
  Object.fromEntries(attentionReasons.map((reason) => [reason, 0])) as Record<AttentionReason, number>;

/**
 * GET /api/deliveries/attention: one page, the most urgent first — the earliest `since`, then
 * the id — with how many deliveries each reason concerns.
 */
export async function listAttention(
  ctx: Ctx,
  partnerId: string,
  query: { page: number; limit: number },
  now: number,
): Promise<AttentionPage> {
  const page = await ctx.tx.deliveries.attention({ partnerId, now, ...query });
  const replies = await deliveryReplies(ctx, partnerId, page.items);
  return {
    items: page.items.map((record, index) => ({
      delivery: replies[index]!,
      reasons: attentionOf(record, now)?.reasons ?? [],
    })),
    total: page.total,
    page: query.page,
    limit: query.limit,
    counts: page.counts,
  };
}
