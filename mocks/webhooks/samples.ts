import type { WebhookEventType } from '@/api/schemas/webhooks';
import { lastRemittanceOf } from '../cash-on-delivery';
import { db } from '../db';
import { deliveryOf } from '../deliveries';
import { publicTransaction } from '@server/domain/wallet/ledger';

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

export function sampleObject(type: WebhookEventType, partnerId: string): object {
  // Cash on delivery handed in (issue 28): the remittance, not a bare transaction.
  if (type === 'cod.remitted') return lastRemittanceOf(partnerId) ?? sampleRemittance;
  if (type.startsWith('delivery.')) {
    const newest = db.state.deliveries.findLast((d) => d.partnerId === partnerId);
    return newest ? deliveryOf(newest) : sampleDelivery;
  }
  if (type === 'api_access.decided') {
    return { id: 'REQ-SAMPLE', businessName: 'Sample Logistics Ltd', status: 'approved' };
  }
  const failed = type === 'wallet.transaction.failed' || type === 'payout.failed';
  const newest = db.state.transactions.findLast(
    (t) =>
      t.partnerId === partnerId &&
      (failed ? t.status === 'failed' : t.status === 'completed') &&
      (type !== 'payout.failed' || t.category === 'withdrawal'),
  );
  if (newest) return publicTransaction(newest);
  return failed
    ? { ...sampleTransaction, type: 'debit', category: 'withdrawal', status: 'failed', failureReason: 'Sample failure' }
    : sampleTransaction;
}
