import { describe, expect, it } from 'vitest';
import { webhookEndpointDefaults, webhookEndpointFormSchema } from '../webhook-endpoint-form';

/* Add / edit a webhook endpoint: the form refuses what the contract would (src/api/schemas/webhooks.ts). */

/** The message each field shows: its first issue (react-hook-form shows one per field). */
const messagesFor = (values: Partial<typeof webhookEndpointDefaults>) => {
  const parsed = webhookEndpointFormSchema.safeParse({ ...webhookEndpointDefaults, ...values });
  if (parsed.success) return [];
  const first = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    if (!first.has(field)) first.set(field, issue.message);
  }
  return [...first].map(([field, message]) => `${field}: ${message}`);
};

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
