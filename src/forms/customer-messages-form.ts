import { z } from 'zod/mini';
import {
  customerMessageChannels,
  customerMessageEvents,
  messageTemplate,
  type CustomerMessageEvent,
  type CustomerMessageSettings,
} from '@/api/schemas/customer-messages';
import type { RefusalFields } from './refusal';

/*
 * The Profile's customer messages (issue 28): the channel and each moment's switch and
 * template, checked by the contract's own rules and words (`templateMessages`). One
 * difference: a moment switched off may be left blank — "Write the message, or turn it off"
 * — and keeps its saved template, since the contract wants one.
 */

const formMessage = z.object({ enabled: z.boolean(), template: z.string() }).check(
  z.superRefine(({ enabled, template }, context) => {
    if (!enabled && template.trim() === '') return;
    const checked = messageTemplate.safeParse(template);
    const message = checked.error?.issues[0]?.message;
    if (message) context.addIssue({ code: 'custom', path: ['template'], message, input: template });
  }),
);

export const customerMessagesFormSchema = z.object({
  channel: z.enum(customerMessageChannels),
  pickedUp: formMessage,
  outForDelivery: formMessage,
  delivered: formMessage,
  failedAttempt: formMessage,
});
export type CustomerMessagesFormValues = z.infer<typeof customerMessagesFormSchema>;

/** What is sent: the form's values, a blank switched-off template replaced by the saved one. */
export function customerMessagesRequest(
  values: CustomerMessagesFormValues,
  saved: CustomerMessageSettings,
): CustomerMessageSettings {
  const request: CustomerMessageSettings = { ...saved, channel: values.channel };
  for (const event of customerMessageEvents) {
    const { enabled, template } = values[event];
    request[event] = { enabled, template: template.trim() === '' ? saved[event].template : template };
  }
  return request;
}

/** A refusal's `field: reason` names a template by its wire path: `out_for_delivery.template`. */
export const customerMessageFieldNames: RefusalFields<CustomerMessagesFormValues> = {
  'picked_up.template': 'pickedUp.template',
  'out_for_delivery.template': 'outForDelivery.template',
  'delivered.template': 'delivered.template',
  'failed_attempt.template': 'failedAttempt.template',
};

export const customerMessageEventLabels: Record<CustomerMessageEvent, { label: string; when: string }> = {
  pickedUp: { label: 'Picked up', when: 'When the rider collects the parcel.' },
  outForDelivery: { label: 'Out for delivery', when: 'When the rider sets off to the customer.' },
  delivered: { label: 'Delivered', when: 'When the parcel is handed over.' },
  failedAttempt: { label: 'Failed attempt', when: 'When the rider could not deliver it.' },
};

export const customerMessagesMessages = {
  saved: 'Customer messages saved',
  failed: 'Failed to save your customer messages. Please try again.',
  loadFailed: "We couldn't load your customer messages.",
} as const;
