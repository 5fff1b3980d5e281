import { ExternalLink, MessageCircle, MessageSquare } from 'lucide';
import type { Delivery } from '@/api/schemas';
import { DetailSection } from '@/components/feedback/detail-parts';
import { buttonClasses } from '@/components/ui/button';
import { CopyText } from '@/components/ui/copy-text';
import { Icon } from '@/components/ui/icons';
import { safeHref } from '@/components/ui/safe-href';

/**
 * A Nigerian phone number as WhatsApp's and SMS links want it: country code and digits,
 * `0803 555 0101` → `2348035550101`; a number in another form keeps its digits.
 */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('234')) return digits;
  return digits.length === 11 && digits.startsWith('0') ? `234${digits.slice(1)}` : digits;
}

/** What the customer receives when the partner shares the link. */
export const shareMessage = (delivery: Pick<Delivery, 'trackingNumber' | 'trackingUrl'>) =>
  `Follow your delivery ${delivery.trackingNumber} here: ${delivery.trackingUrl}`;

/**
 * The customer's tracking page (issue 28): its link to copy, or to send by WhatsApp or SMS to
 * the customer's number — the page shows the steps, never the customer's contact or address.
 */
export function ShareTracking({ delivery }: { delivery: Delivery }) {
  const link = safeHref(delivery.trackingUrl);
  if (!link) return null;
  const phone = internationalDigits(delivery.customer.phone);
  const text = encodeURIComponent(shareMessage(delivery));
  const share = buttonClasses('secondary', 'sm');
  return (
    <DetailSection title="Customer tracking link">
      <CopyText text={link} what="tracking link" label="Copy tracking link" />
      <div className="mt-2 flex flex-wrap gap-2">
        <a
          className={share}
          href={`https://wa.me/${phone}?text=${text}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Send the tracking link to ${delivery.customer.name} by WhatsApp`}
        >
          <Icon node={MessageCircle} className="size-4" aria-hidden="true" />
          WhatsApp
        </a>
        <a
          className={share}
          href={`sms:+${phone}?body=${text}`}
          aria-label={`Send the tracking link to ${delivery.customer.name} by SMS`}
        >
          <Icon node={MessageSquare} className="size-4" aria-hidden="true" />
          SMS
        </a>
        <a className={share} href={link} target="_blank" rel="noopener noreferrer">
          <Icon node={ExternalLink} className="size-4" aria-hidden="true" />
          Open the page
        </a>
      </div>
    </DetailSection>
  );
}
