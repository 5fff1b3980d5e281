import { expect, it } from 'vitest';
import { customerMessagesWith, defaultTemplates } from '@/api/schemas/customer-messages';
import { snakeizeKeys } from '@/api/schemas/common';
import { newDelivery, ok } from '../support/deliveries';
import { as, onEveryStore, outcome, signIn, type Session } from '../support/suite';
import type { Target } from '../support/target';

/*
 * The messages a partner's customers get, on every store (server/domain/deliveries/customer-messages.ts):
 * the channel and each moment's switch and template, saved whole on the partner's settings; the
 * demo partner has every moment on by SMS, a partner who never chose has them all off; a sandbox
 * twin follows its live partner's. What is saved is what the next delivery's customer gets.
 */

const PATH = '/api/delivery-partners/customer-messages';
const TEST_MODE = { 'X-DeliverOS-Mode': 'test' };

const settingsOf = async (api: Target, s: Session, headers: Record<string, string> = {}) =>
  ok<Record<string, unknown>>(await api.call(PATH, as(s, { headers })));
const save = (api: Target, s: Session, body: unknown) => api.call(PATH, as(s, { method: 'PUT', body }));

onEveryStore('customer messages', (api) => {
  it('has every moment on by SMS for the demo partner, and all off for a partner who never chose', async () => {
    const demo = await signIn(api());
    expect(await settingsOf(api(), demo)).toEqual(snakeizeKeys(customerMessagesWith(true)));
    const chidi = await signIn(api(), 'chidi@riders.ng');
    expect(await settingsOf(api(), chidi)).toEqual(snakeizeKeys(customerMessagesWith(false)));
  });

  it('saves the whole set, which the next pickup follows, and a sandbox twin reads', async () => {
    const s = await signIn(api(), 'chidi@riders.ng');
    const chosen = {
      ...customerMessagesWith(false),
      channel: 'whatsapp',
      pickedUp: { enabled: true, template: `Hello {first_name}! ${defaultTemplates.pickedUp}` },
    } as const;
    const saved = ok(await save(api(), s, snakeizeKeys(chosen)));
    expect(saved).toEqual(snakeizeKeys(chosen));
    expect(await settingsOf(api(), s)).toEqual(saved);
    expect(await settingsOf(api(), s, TEST_MODE)).toEqual(saved);

    const rider = ok<{ id: string }>(
      await api().call('/api/riders', as(s, { body: { name: 'Ada Obi', phone: '0816 555 0400', vehicle: 'bike' } })),
      201,
    );
    const delivery = ok<{ id: string; tracking_number: string; tracking_url: string }>(
      await api().call('/api/deliveries', as(s, { body: newDelivery() })),
      201,
    );
    ok(await api().call(`/api/deliveries/${delivery.id}/accept`, as(s, { body: { rider_id: rider.id } })));
    const timestamp = new Date().toISOString();
    const body = { status: 'picked-up', timestamp };
    ok(await api().call(`/api/deliveries/${delivery.id}/status`, as(s, { method: 'PUT', body })));
    const [message] = await api().outbox();
    expect(message).toMatchObject({
      kind: 'whatsapp',
      to: '+234 803 000 0000',
      text: `Hello Bisi! Eko Express picked up your parcel ${delivery.tracking_number}. Track it: ${delivery.tracking_url}`,
    });
  });

  it('refuses a template with an unknown placeholder or none at all (400), changing nothing', async () => {
    const s = await signIn(api());
    const before = await settingsOf(api(), s);
    const unknown = { ...customerMessagesWith(true), delivered: { enabled: true, template: 'Done, {name}!' } };
    const reply = await save(api(), s, snakeizeKeys(unknown));
    expect(outcome(reply)).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    expect(reply.json.message).toContain('Unknown placeholder {name}');
    const empty = { ...customerMessagesWith(true), pickedUp: { enabled: false, template: '  ' } };
    expect(outcome(await save(api(), s, snakeizeKeys(empty)))).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    expect(await settingsOf(api(), s)).toEqual(before);
  });
});
