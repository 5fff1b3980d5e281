import { z } from 'zod/mini';
import { requiredText } from './required-text';
import {
  httpUrlMessage,
  isHttpUrl,
  webhookEventTypes,
  webhookLimits,
  type WebhookEventType,
} from '@/api/schemas/webhooks';

/*
 * Add / edit a webhook endpoint (issue 26): a URL, a description and the events it wants — the
 * contract's bounds and words, the URL's rule said the way the form says it.
 */
export const webhookEndpointFormSchema = z.object({
  url: requiredText('Please enter the URL to send events to', webhookLimits.url.max, webhookLimits.url.tooLong).check(
    z.refine(isHttpUrl, httpUrlMessage),
  ),
  description: z.string().check(z.maxLength(webhookLimits.description.max, webhookLimits.description.tooLong)),
  events: z.array(z.enum(webhookEventTypes)).check(z.minLength(1, 'Choose at least one event')),
});
export type WebhookEndpointFormValues = z.infer<typeof webhookEndpointFormSchema>;

export const webhookEndpointDefaults: WebhookEndpointFormValues = {
  url: '',
  description: '',
  events: ['delivery.created', 'delivery.status_changed'],
};

/** The catalogue in words, in the contract's order. */
export const webhookEventLabels: Record<WebhookEventType, { title: string; detail: string }> = {
  'delivery.created': { title: 'Delivery created', detail: 'A delivery is created (one, a batch, or a new request)' },
  'delivery.status_changed': {
    title: 'Delivery status changed',
    detail: 'Accepted, rejected, picked up, in transit, delivered, cancelled or returned',
  },
  'delivery.location_updated': { title: 'Delivery location updated', detail: 'A new position is reported' },
  'delivery.assigned': { title: 'Delivery assigned', detail: 'A rider is given a delivery, or it goes to another' },
  'delivery.attempt_failed': { title: 'Delivery attempt failed', detail: 'The rider could not hand it over' },
  'delivery.proof_captured': {
    title: 'Proof of delivery captured',
    detail: "The recipient's code, name, signature or photo",
  },
  'delivery.cash_collected': {
    title: 'Cash on delivery collected',
    detail: 'How much the rider collected at the door, and how (cash, transfer, POS)',
  },
  'cod.remitted': { title: 'Cash on delivery remitted', detail: 'A rider handed in the cash of a day' },
  'wallet.transaction.completed': { title: 'Wallet transaction completed', detail: 'Money arrived or left' },
  'wallet.transaction.failed': { title: 'Wallet transaction failed', detail: 'A movement failed; money returned' },
  'payout.failed': { title: 'Payout failed', detail: 'A withdrawal to your bank failed' },
  'api_access.decided': { title: 'API access decided', detail: 'DeliverOS answered an API-access request' },
};

export const webhookMessages = {
  createFailed: 'Failed to add the endpoint. Please try again.',
  updateFailed: 'Failed to save the endpoint. Please try again.',
  deleteFailed: 'Failed to delete the endpoint. Please try again.',
  rotateFailed: 'Failed to rotate the secret. Please try again.',
  testFailed: 'Failed to send the test event. Please try again.',
  resendFailed: 'Failed to resend the event. Please try again.',
  secretWarning: 'Copy it now: this signing secret will not be shown again.',
} as const;
