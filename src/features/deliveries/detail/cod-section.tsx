import type { Delivery } from '@/api/schemas';
import { DetailSection } from '@/components/feedback/detail-parts';
import { formatNaira } from '@/components/ui/format';
import { formatLagosDateTime, formatLagosTime, lagosDay } from '@/components/ui/lagos-time';
import { codMethodPhrases, codShortOf } from './cod-words';

/** Nothing will be collected (a delivered one without a collection: the moment before the server's reply). */
const closed = new Set<Delivery['status']>(['rejected', 'cancelled', 'returned']);

/** "14:05" today, else "27 Nov 2026, 14:05" (Lagos). */
const whenSaid = (at: string) => (lagosDay(at) === lagosDay() ? formatLagosTime(at) : formatLagosDateTime(at));

/**
 * Cash on delivery (issue 28): the amount to collect while the parcel is on its way; once
 * delivered, what was collected, how and when, how much short, and whether the rider has handed
 * the cash in yet.
 */
export function CashOnDeliverySection({ delivery }: { delivery: Delivery }) {
  const cod = delivery.cashOnDelivery;
  if (!cod) return null;
  const { collected } = cod;
  const short = codShortOf(cod);
  return (
    <DetailSection title="Cash on delivery">
      {collected ? (
        <div className="space-y-1 text-sm text-slate-700">
          <p>
            <span className="font-semibold text-slate-900">
              Collected {formatNaira(collected.amount)} {codMethodPhrases[collected.method]}
            </span>{' '}
            at <time dateTime={collected.at}>{whenSaid(collected.at)}</time>
            {short > 0 ? (
              <>
                {' · '}
                <span className="font-semibold text-amber-800">{formatNaira(short)} short</span> of{' '}
                {formatNaira(cod.amount)}
              </>
            ) : null}
          </p>
          {cod.remittedAt ? (
            <p>
              Handed in <time dateTime={cod.remittedAt}>{formatLagosDateTime(cod.remittedAt)}</time>
            </p>
          ) : (
            <p>Still with the rider</p>
          )}
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{formatNaira(cod.amount)}</span>{' '}
          {closed.has(delivery.status) ? 'on delivery: not collected' : 'to collect'}
        </p>
      )}
    </DetailSection>
  );
}
