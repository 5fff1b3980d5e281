import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { assembleServer } from '../../assemble';
import type { Message } from '../../domain/messages';
import { providerFor, type MessageProvider, type ProviderOf } from '../../platform/messages';
import { recorder } from '../../platform/recorded-messages';

/*
 * The message port (server/platform/messages.ts): each message goes to its channel's provider;
 * the default records it in `recorded_messages`, which the development controls read — the same
 * after a restart, whichever process sent it.
 */

// One embedded database for the file, from the run's migrated template where there is one.
const folder = mkdtempSync(path.join(tmpdir(), 'deliveros-messages-'));
const template = inject('pgliteTemplate');
if (template !== '') cpSync(template, folder, { recursive: true });
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const options = { appOrigin: 'http://localhost:5173', verificationCodes: 'demo', demoData: true } as const;

/** A provider that keeps what it is given, as a real one would send it away. */
function capture(): { provider: ProviderOf; sent: Message[] } {
  const sent: Message[] = [];
  const provider: MessageProvider = {
    send: (message) => {
      sent.push(message);
      return Promise.resolve();
    },
  };
  return { provider: () => provider, sent };
}

const forgot = (email: string) =>
  new Request('http://localhost:8111/api/auth/forgot-password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });

describe('the message port', () => {
  it('hands each message to its channel’s provider', async () => {
    const email = capture();
    const sms = capture();
    const whatsapp = capture();
    const send = providerFor({ email: email.provider, sms: sms.provider, whatsapp: whatsapp.provider }, null as never);
    const message = (kind: Message['kind']): Message => ({ kind, to: 'x', subject: kind, text: kind });
    for (const kind of ['verification', 'sms', 'whatsapp', 'password-reset', 'customer-email'] as const) {
      await send.send(message(kind));
    }
    expect(email.sent.map((m) => m.kind)).toEqual(['verification', 'password-reset', 'customer-email']);
    expect(sms.sent.map((m) => m.kind)).toEqual(['sms']);
    expect(whatsapp.sent.map((m) => m.kind)).toEqual(['whatsapp']);
  });

  it('records by default, and the outbox survives a restart', { timeout: 60_000 }, async () => {
    const first = await assembleServer({ ...options, dataDir: folder });
    expect((await first.api(forgot('demo@example.com'))).status).toBe(200);
    const before = await first.recordedMessages();
    expect(before[0]).toMatchObject({ kind: 'password-reset', to: 'demo@example.com' });
    expect(before[0]?.link).toMatch(/\/reset-password\?token=/);
    await first.close();

    const second = await assembleServer({ ...options, dataDir: folder });
    expect(await second.recordedMessages()).toEqual(before);
    await second.close();
  });

  it('sends through a provider set for a channel, and records nothing of it', { timeout: 60_000 }, async () => {
    const email = capture();
    const server = await assembleServer({
      ...options,
      dataDir: folder,
      messageProviders: { email: email.provider, sms: recorder, whatsapp: recorder },
    });
    const recordedBefore = (await server.recordedMessages()).length;
    expect((await server.api(forgot('chidi@riders.ng'))).status).toBe(200);
    expect(await server.recordedMessages()).toHaveLength(recordedBefore);
    expect(email.sent).toEqual([expect.objectContaining({ kind: 'password-reset', to: 'chidi@riders.ng' })]);
    await server.close();
  });
});
