import { brand } from '@/config';
import {
  customerMessagesWith,
  deliveryCodeLine,
  renderTemplate,
  type CustomerMessageEvent,
  type CustomerMessageSettings,
} from '@/api/schemas/customer-messages';
import type { Message } from '../messages';
import { settingOf, settingsOf } from '../partners/profile';
import type { Ctx } from '../ports';
import type { DeliveryRecord } from './records';
import { trackingUrlOf } from './tracking-codes';

/*
 * Messages to a delivery's customer (issue 28): on pickup (with the delivery code where the
 * partner asks for one), out for delivery, delivered and a failed attempt, by the partner's
 * channel, from its templates, each with the tracking link — written to the outbox, sent once the
 * request commits. And the recipient's code by SMS, when no pickup message carries it.
 */

/** A partner's customer messages: its own, or (none saved) all off — texting customers is the partner's choice. */
const customerMessagesOrOff = (saved: CustomerMessageSettings | undefined): CustomerMessageSettings =>
  saved ?? customerMessagesWith(false);

/** A partner's customer messages (a sandbox twin follows its live partner's). */
export const customerMessagesOf = async (ctx: Ctx, partnerId: string) =>
  customerMessagesOrOff(await settingOf(ctx, partnerId, 'customerMessages'));

/** The company a delivery's messages come from: the partner's company name, or the brand's when it has none yet. */
export const senderOf = async ({ tx }: Ctx, partnerId: string) =>
  (await tx.profiles.of(partnerId))?.companyName || brand.name;

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

/** The message of `event` to the delivery's customer, or null when the partner has it off; `code`: the pickup's. */
export function customerMessage(
  delivery: DeliveryRecord,
  event: CustomerMessageEvent,
  { settings, partner, link }: { settings: CustomerMessageSettings; partner: string; link: string },
  code?: string,
): Message | null {
  const message = settings[event];
  if (!message.enabled) return null;
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
  return {
    kind,
    to: email ? delivery.customer.email : delivery.customer.phone,
    subject: `${email ? '' : `${settings.channel === 'sms' ? 'SMS' : 'WhatsApp'}: `}${partner} — ${delivery.trackingNumber} ${subjects[event]}`,
    text,
    link,
  };
}

/** Sends the customer the message of `event` if the partner has it on; whether one was sent. */
export async function notifyCustomer(
  ctx: Ctx,
  delivery: DeliveryRecord,
  event: CustomerMessageEvent,
  code?: string,
): Promise<boolean> {
  const settings = await customerMessagesOf(ctx, delivery.partnerId);
  if (!settings[event].enabled) return false;
  const partner = await senderOf(ctx, delivery.partnerId);
  const link = trackingUrlOf(ctx.services.trackingOrigin(), delivery.trackingCode);
  const message = customerMessage(delivery, event, { settings, partner, link }, code);
  if (message) await ctx.tx.outbox.add({ kind: 'message', message });
  return message !== null;
}

/** The recipient's delivery code (issue 27), by SMS when the parcel is picked up. */
export const deliveryCodeSms = (
  to: { phone: string },
  delivery: { trackingNumber: string; company: string },
  code: string,
): Message => ({
  kind: 'sms',
  to: to.phone,
  subject: `SMS: delivery code for ${delivery.trackingNumber}`,
  text: `${delivery.company}: your parcel ${delivery.trackingNumber} is on its way. Give the rider the code ${code} when it arrives.`,
});

/** PUT /api/delivery-partners/customer-messages: the whole set, saved on the partner's settings; as saved. */
export async function saveCustomerMessages(ctx: Ctx, partnerId: string, body: CustomerMessageSettings) {
  await settingsOf(ctx, partnerId);
  await ctx.tx.settings.update(partnerId, { customerMessages: body });
  return customerMessagesOf(ctx, partnerId);
}
