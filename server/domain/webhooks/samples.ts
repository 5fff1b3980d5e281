import type { WebhookEventType } from '@/api/schemas/webhooks';
import type { Ctx } from '../ports';
import { deliveryReply } from '../deliveries/view';
import { publicTransaction } from '../wallet/ledger';
import { lastRemittance } from '../cash-on-delivery/remittance';

/*
 * What a test event (POST /api/webhook-endpoints/:id/test) carries: the partner's newest record
 * of the type's resource when there is one (a real shape to code against), else a sample.
 */

const sampleDelivery = {
  id: 'del_sample',
  trackingNumber: 'DOS-2026-0000',
  status: 'in-transit',
  description: 'Sample parcel',
  price: 5000,
};
const sampleTransaction = {
  id: 'txn_sample',
  type: 'credit',
  amount: 5000,
  fee: 0,
  status: 'completed',
  category: 'earning',
  reference: 'TRX-20261128-000000',
};

const sampleRemittance = {
  rider: { id: 'rdr_sample', name: 'Sample Rider', phone: '+234 800 000 0000', vehicle: 'bike' },
  day: '2026-11-28',
  deliveries: 1,
  amount: 5000,
  fee: 75,
  remittedAt: '2026-11-28T17:00:00.000Z',
  transaction: { ...sampleTransaction, fee: 75, category: 'cod-remittance' },
};

export async function sampleObject(ctx: Ctx, type: WebhookEventType, partnerId: string): Promise<object> {
  const { tx } = ctx;
  // Cash on delivery handed in: the remittance, not a bare transaction.
  if (type === 'cod.remitted') return (await lastRemittance(ctx, partnerId)) ?? sampleRemittance;
  if (type.startsWith('delivery.')) {
    const { items } = await tx.deliveries.list({ partnerId, sort: 'createdAt', order: 'desc', page: 1, limit: 1 });
    const newest = items[0];
    return newest ? deliveryReply(ctx, newest) : sampleDelivery;
  }
  if (type === 'api_access.decided') {
    return { id: 'REQ-SAMPLE', businessName: 'Sample Logistics Ltd', status: 'approved' };
  }
  const failed = type === 'wallet.transaction.failed' || type === 'payout.failed';
  const { items } = await tx.transactions.page(
    partnerId,
    {
      status: failed ? 'failed' : 'completed',
      ...(type === 'payout.failed' ? { category: 'withdrawal' as const } : {}),
    },
    { page: 1, limit: 1 },
  );
  const newest = items[0];
  if (newest) return publicTransaction(newest);
  return failed
    ? { ...sampleTransaction, type: 'debit', category: 'withdrawal', status: 'failed', failureReason: 'Sample failure' }
    : sampleTransaction;
}
