import { describe, expect, it } from 'vitest';
import { fieldMessages } from '@/test/form-fixtures';
import { webhookEndpointDefaults, webhookEndpointFormSchema } from '../webhook-endpoint-form';

/* Add / edit a webhook endpoint: the form refuses what the contract would (src/api/schemas/webhooks.ts). */

/** The message each field shows: its first issue (react-hook-form shows one per field). */
const messagesFor = (values: Partial<typeof webhookEndpointDefaults>) =>
  fieldMessages(webhookEndpointFormSchema.safeParse({ ...webhookEndpointDefaults, ...values }));

describe('the webhook endpoint form', () => {
  it('takes a full http(s) URL and at least one event', () => {
    expect(messagesFor({ url: ' http://localhost:4242/hooks ' })).toEqual([]);
    expect(messagesFor({ url: 'https://hooks.example.com/deliveros' })).toEqual([]);
  });

  it('refuses an empty URL, another scheme, credentials in it, and no event, each in its words', () => {
    expect(messagesFor({ url: '', events: [] })).toEqual([
      'url: Please enter the URL to send events to',
      'events: Choose at least one event',
    ]);
    for (const url of ['ftp://localhost/hooks', 'localhost:4242', 'http://me:secret@localhost/hooks']) {
      expect(messagesFor({ url })).toEqual(['url: Enter a full http:// or https:// URL']);
    }
    expect(messagesFor({ url: `http://localhost/${'a'.repeat(2_048)}` })).toEqual([
      'url: Keep the URL to 2,048 characters or fewer',
    ]);
  });
});
