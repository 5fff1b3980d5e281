import { z } from 'zod/mini';

/*
 * Messages to a delivery's customer (issue 28): on pickup, out for delivery, delivered and a
 * failed attempt, by SMS, WhatsApp or e-mail as the partner chooses, each from a template the
 * partner may edit. The placeholders and their rendering are here, so the mock that sends and
 * the screen that previews read the same rules.
 */

export const customerMessageChannels = ['sms', 'whatsapp', 'email'] as const;
export type CustomerMessageChannel = (typeof customerMessageChannels)[number];

/** The moments a customer hears from the partner, in the delivery's order. */
export const customerMessageEvents = ['pickedUp', 'outForDelivery', 'delivered', 'failedAttempt'] as const;
export type CustomerMessageEvent = (typeof customerMessageEvents)[number];

/** What a template may name, in braces: `{first_name}`. */
export const templatePlaceholders = ['first_name', 'partner', 'tracking_number', 'tracking_link', 'eta'] as const;
export type TemplatePlaceholder = (typeof templatePlaceholders)[number];
export type TemplateValues = Record<TemplatePlaceholder, string>;

/** An SMS's length; a longer text goes as several parts of 153 characters. */
export const SMS_LENGTH = 160;
const SMS_PART_LENGTH = 153;
/** The longest template: three SMS parts' worth. */
export const TEMPLATE_MAX = 480;

/** The placeholders a template names that do not exist (each once, in order). */
export function unknownPlaceholders(template: string): string[] {
  const named = [...template.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '');
  return [...new Set(named.filter((name) => !(templatePlaceholders as readonly string[]).includes(name)))];
}

export const templateMessages = {
  missing: 'Write the message, or turn it off',
  tooLong: `Keep the message under ${TEMPLATE_MAX} characters`,
  unknown: (names: string[]) =>
    `Unknown placeholder ${names.map((name) => `{${name}}`).join(', ')}: use ${templatePlaceholders.map((p) => `{${p}}`).join(', ')}`,
} as const;

export const messageTemplate = z.string().check(
  z.trim(),
  z.minLength(1, templateMessages.missing),
  z.maxLength(TEMPLATE_MAX, templateMessages.tooLong),
  z.superRefine((template, context) => {
    const unknown = unknownPlaceholders(template);
    if (unknown.length > 0)
      context.addIssue({ code: 'custom', message: templateMessages.unknown(unknown), input: template });
  }),
);

export const customerMessage = z.object({ enabled: z.boolean(), template: messageTemplate });
export type CustomerMessage = z.infer<typeof customerMessage>;

export const customerMessageSettings = z.object({
  channel: z.enum(customerMessageChannels),
  pickedUp: customerMessage,
  outForDelivery: customerMessage,
  delivered: customerMessage,
  failedAttempt: customerMessage,
});
export type CustomerMessageSettings = z.infer<typeof customerMessageSettings>;

/** The templates a partner starts with (and "Restore the default" brings back). */
export const defaultTemplates: Record<CustomerMessageEvent, string> = {
  pickedUp: '{partner} picked up your parcel {tracking_number}. Track it: {tracking_link}',
  outForDelivery:
    'Hi {first_name}, your parcel {tracking_number} from {partner} is on its way to you today. Track it: {tracking_link}',
  delivered: '{partner}: your parcel {tracking_number} has been delivered. Thank you, {first_name}!',
  failedAttempt:
    'Hi {first_name}, {partner} could not deliver your parcel {tracking_number} today. We will try again: {tracking_link}',
};

/** Every moment on (or off), by SMS, with the default templates: a partner's start. */
export const customerMessagesWith = (enabled: boolean): CustomerMessageSettings => ({
  channel: 'sms',
  pickedUp: { enabled, template: defaultTemplates.pickedUp },
  outForDelivery: { enabled, template: defaultTemplates.outForDelivery },
  delivered: { enabled, template: defaultTemplates.delivered },
  failedAttempt: { enabled, template: defaultTemplates.failedAttempt },
});

/** The text a template makes for one delivery: each placeholder replaced by its value. */
export function renderTemplate(template: string, values: TemplateValues): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
    (templatePlaceholders as readonly string[]).includes(name) ? values[name as TemplatePlaceholder] : whole,
  );
}

/** Where the partner asks for a delivery code, the pickup message ends with it. */
export const deliveryCodeLine = (code: string) => ` Give the rider the code ${code} when it arrives.`;

/** How many SMS parts a text takes (1 up to 160 characters, then parts of 153). */
export const smsParts = (text: string) => (text.length <= SMS_LENGTH ? 1 : Math.ceil(text.length / SMS_PART_LENGTH));
