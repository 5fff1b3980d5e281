import type { z } from 'zod/mini';
import type { deliveryListQuery, DeliveryPage, DeliveryStatistics } from '@/api/schemas';
import { lagosDayRange } from '../calendar';
import type { Ctx } from '../ports';
import { searchNeedle } from './search-text';
import { deliveryReplies } from './view';

/*
 * Reading a partner's deliveries: the list (GET /api/deliveries: filters, search, sort, pages and
 * the counts per status) and the statistics the overview and the profile show. Each store answers
 * the list from an index (docs/server.md, The deliveries list).
 */

type ListQuery = z.output<typeof deliveryListQuery>;

export async function listDeliveries(ctx: Ctx, partnerId: string, query: ListQuery): Promise<DeliveryPage> {
  const { items, total, counts } = await ctx.tx.deliveries.list(
    {
      partnerId,
      status: query.status,
      search: searchNeedle(query.search),
      sort: query.sort,
      order: query.order,
      page: query.page,
      limit: query.limit,
      // Africa/Lagos calendar days, both included (as the wallet history's).
      ...lagosDayRange(query),
      rider: query.rider === 'unassigned' ? null : query.rider,
    },
    ctx.request.signal,
  );
  return { items: await deliveryReplies(ctx, partnerId, items), total, page: query.page, limit: query.limit, counts };
}

/** GET /api/statistics/deliveries: the partner's deliveries by status, and how many need attention now. */
export async function deliveryStatistics(ctx: Ctx, partnerId: string, now: number): Promise<DeliveryStatistics> {
  const counts = await ctx.tx.deliveries.statusCounts(partnerId);
  const attention = await ctx.tx.deliveries.attention({ partnerId, now, page: 1, limit: 0 });
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return {
    total,
    completed: counts.delivered,
    inProgress: counts.accepted + counts['picked-up'] + counts['in-transit'],
    pending: counts.pending,
    rejected: counts.rejected,
    cancelled: counts.cancelled,
    // A returned delivery counts in the total only: neither completed nor in progress.
    needsAttention: attention.total,
  };
}
