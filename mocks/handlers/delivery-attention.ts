import { endpoints } from '@/api/endpoints';
import { attentionReasons, type AttentionReason } from '@/api/schemas/delivery-attention';
import { attentionOf } from '../delivery-attention';
import { handle } from '../http';
import { toDelivery } from './deliveries';

/** GET /api/deliveries/attention — listed before GET /api/deliveries/:id, which would take "attention" for an id. */
export const deliveryAttentionHandlers = [
  handle(endpoints.listAttention, ({ user, query }) => {
    const records = attentionOf(user.id);
    const counts = Object.fromEntries(attentionReasons.map((reason) => [reason, 0])) as Record<AttentionReason, number>;
    for (const record of records) for (const { reason } of record.reasons) counts[reason] += 1;
    const start = (query.page - 1) * query.limit;
    return {
      items: records
        .slice(start, start + query.limit)
        .map(({ delivery, reasons }) => ({ delivery: toDelivery(delivery), reasons })),
      total: records.length,
      page: query.page,
      limit: query.limit,
      counts,
    };
  }),
];
