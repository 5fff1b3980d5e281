import { brand } from '@/config';
import {
  customerMessagesWith,
  deliveryCodeLine,
  renderTemplate,
  type CustomerMessageEvent,
  type CustomerMessageSettings,
} from '@/api/schemas/customer-messages';
import { sendMail, type OutboxMessage } from './control/outbox';
import { db, type DeliveryRecord } from './db';
import { settingOf, settingsOf } from './partner-settings';
import { trackingUrlOf } from './tracking-codes';

/*
 * Messages to a delivery's customer (issue 28), "sent" to the outbox: on pickup (with the
 * delivery code where the partner asks for one), out for delivery, delivered and a failed
 * attempt, by the partner's channel, from its templates, each with the tracking link.
 */

/**
 * A partner's customer messages: its own, or (none saved) all off — texting customers is the
 * partner's choice. A sandbox twin follows its live partner's.
 */
export const customerMessagesOf = (partnerId: string): CustomerMessageSettings =>
  settingOf(partnerId, 'customerMessages') ?? customerMessagesWith(false);

export function saveCustomerMessages(partnerId: string, messages: CustomerMessageSettings): CustomerMessageSettings {
  settingsOf(partnerId).customerMessages = structuredClone(messages);
  return customerMessagesOf(partnerId);
}

const lagosDay = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

const subjects: Record<CustomerMessageEvent, string> = {
  pickedUp: 'picked up',
  outForDelivery: 'out for delivery',
  delivered: 'delivered',
  failedAttempt: 'delivery attempt failed',
};

/**
 * Sends the customer the message of `event`, if the partner has it on; `code`: the pickup's
 * delivery code, added to the text. Returns the message, or null when none was sent.
 */
export function notifyCustomer(
  delivery: DeliveryRecord,
  event: CustomerMessageEvent,
  code?: string,
): OutboxMessage | null {
  const settings = customerMessagesOf(delivery.partnerId);
  const message = settings[event];
  if (!message.enabled) return null;
  const partner = db.state.profiles.find((p) => p.partnerId === delivery.partnerId)?.companyName || brand.name;
  const link = trackingUrlOf(delivery.trackingCode);
  const text =
    renderTemplate(message.template, {
      first_name: delivery.customer.name.trim().split(/\s+/)[0] ?? '',
      partner,
      tracking_number: delivery.trackingNumber,
      tracking_link: link,
      eta: lagosDay.format(new Date(delivery.estimatedDelivery)).replace(',', ''),
    }) + (code ? deliveryCodeLine(code) : '');
  const kind = settings.channel === 'email' ? 'customer-email' : settings.channel;
  const email = kind === 'customer-email';
  return sendMail({
    kind,
    to: email ? delivery.customer.email : delivery.customer.phone,
    subject: `${email ? '' : `${settings.channel === 'sms' ? 'SMS' : 'WhatsApp'}: `}${partner} — ${delivery.trackingNumber} ${subjects[event]}`,
    text,
    link,
  });
}
