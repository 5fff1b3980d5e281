import { beforeEach, describe, expect, it } from 'vitest';
import { acceptDelivery, getDelivery, updateDeliveryStatus } from '@/api/deliveries';
import { getCustomerMessages, updateCustomerMessages } from '@/api/customer-messages';
import { recordFailedAttempt } from '@/api/delivery-proof';
import { assignDelivery, createRider } from '@/api/riders';
import { createDelivery } from '@/api/delivery-writes';
import { defaultTemplates, type CustomerMessageSettings } from '@/api/schemas/customer-messages';
import { outboxMessages } from '../control/outbox';
import { db } from '../db';
import { IN_TRANSIT, newDelivery, PICKED_UP } from './deliveries-fixtures';
import { snakeizeKeys } from '@/api/schemas/common';
import { deliverWithProof, mockState, raw, signInDemo, signInNewPartner } from './helpers';

/*
 * Customer messages (issue 28): the demo partner texts its customers at pickup (with the
 * delivery code its proof asks for), out for delivery, delivered and a failed attempt, each
 * with the delivery's tracking link; other partners send nothing until they turn them on.
 */

const UNASSIGNED = 'dlv_0005';
const customerMessages = () => outboxMessages().filter((m) => ['sms', 'whatsapp', 'customer-email'].includes(m.kind));

describe('customer messages', () => {
  beforeEach(signInDemo);

  it('has every moment on by SMS for the demo partner, with the default templates', async () => {
    const settings = await getCustomerMessages();
    expect(settings.channel).toBe('sms');
    expect(settings.pickedUp).toEqual({ enabled: true, template: defaultTemplates.pickedUp });
    expect(settings.failedAttempt).toEqual({ enabled: true, template: defaultTemplates.failedAttempt });
  });

  it('texts the pickup with the tracking link and the delivery code, then out for delivery and delivered', async () => {
    await assignDelivery(UNASSIGNED, { riderId: 'rdr_sade' });
    const picked = await updateDeliveryStatus(UNASSIGNED, 'picked-up');
    const [pickup] = customerMessages();
    expect(pickup).toMatchObject({ kind: 'sms', to: picked.customer.phone, link: picked.trackingUrl });
    expect(pickup?.text).toBe(
      `Swift Riders Ltd picked up your parcel ${picked.trackingNumber}. Track it: ${picked.trackingUrl} Give the rider the code ${db.state.deliveries.find((d) => d.id === UNASSIGNED)?.code?.value} when it arrives.`,
    );
    expect(pickup?.text).toMatch(/the code \d{4} when it arrives\.$/);

    const onTheRoad = await updateDeliveryStatus(UNASSIGNED, 'in-transit');
    expect(customerMessages()[0]?.text).toBe(
      `Hi Funke, your parcel ${onTheRoad.trackingNumber} from Swift Riders Ltd is on its way to you today. Track it: ${onTheRoad.trackingUrl}`,
    );

    await deliverWithProof(UNASSIGNED);
    expect(customerMessages()[0]).toMatchObject({
      kind: 'sms',
      text: `Swift Riders Ltd: your parcel ${onTheRoad.trackingNumber} has been delivered. Thank you, Funke!`,
      link: onTheRoad.trackingUrl,
    });
    expect(customerMessages()).toHaveLength(3);
  });

  it('tells the customer about a failed attempt', async () => {
    const delivery = await recordFailedAttempt(IN_TRANSIT, { reason: 'customer-unavailable' });
    expect(customerMessages()).toMatchObject([
      {
        kind: 'sms',
        to: delivery.customer.phone,
        text: `Hi ${delivery.customer.name.split(' ')[0]}, Swift Riders Ltd could not deliver your parcel ${delivery.trackingNumber} today. We will try again: ${delivery.trackingUrl}`,
      },
    ]);
  });

  it('sends by WhatsApp or e-mail from the partner’s own template, and not at all for a moment turned off', async () => {
    const settings = await getCustomerMessages();
    const saved = await updateCustomerMessages({
      ...settings,
      channel: 'whatsapp',
      outForDelivery: {
        enabled: true,
        template: '  {first_name}, {tracking_number} arrives by {eta}: {tracking_link}  ',
      },
      delivered: { enabled: false, template: settings.delivered.template },
    });
    expect(saved.outForDelivery.template).toBe('{first_name}, {tracking_number} arrives by {eta}: {tracking_link}');
    expect(await getCustomerMessages()).toEqual(saved);

    const moving = await updateDeliveryStatus(PICKED_UP, 'in-transit');
    const [message] = customerMessages();
    expect(message).toMatchObject({ kind: 'whatsapp', to: moving.customer.phone });
    expect(message?.text).toMatch(
      new RegExp(`^Emeka, ${moving.trackingNumber} arrives by \\w{3} \\d{1,2} \\w{3}: ${moving.trackingUrl}$`),
    );
    await deliverWithProof(PICKED_UP);
    expect(customerMessages()).toHaveLength(1);

    await updateCustomerMessages({ ...saved, channel: 'email' });
    const failed = await recordFailedAttempt(IN_TRANSIT, { reason: 'wrong-address' });
    expect(customerMessages()[0]).toMatchObject({ kind: 'customer-email', to: failed.customer.email });
  });

  it('still texts the delivery code when the pickup message is off', async () => {
    const settings = await getCustomerMessages();
    await updateCustomerMessages({ ...settings, pickedUp: { ...settings.pickedUp, enabled: false } });
    await assignDelivery(UNASSIGNED, { riderId: 'rdr_sade' });
    const picked = await updateDeliveryStatus(UNASSIGNED, 'picked-up');
    const [sms] = customerMessages();
    expect(sms).toMatchObject({ kind: 'sms', to: picked.customer.phone });
    expect(sms?.text).toMatch(/the code \d{4} when it arrives\.$/);
    expect(sms?.text).not.toContain('/track/');
  });

  it('refuses a template it cannot send, in the form’s words, and keeps what was saved', async () => {
    const settings = await getCustomerMessages();
    const before = mockState();
    const put = async (change: Partial<CustomerMessageSettings>) => {
      const { status, json } = await raw('/api/delivery-partners/customer-messages', {
        method: 'PUT',
        body: snakeizeKeys({ ...settings, ...change }),
      });
      return { status, message: json.message };
    };
    expect(await put({ delivered: { enabled: true, template: 'Hi {name}, it is here {tracking}' } })).toEqual({
      status: 400,
      message:
        'delivered.template: Unknown placeholder {name}, {tracking}: use {first_name}, {partner}, {tracking_number}, {tracking_link}, {eta}',
    });
    expect(await put({ delivered: { enabled: true, template: '   ' } })).toEqual({
      status: 400,
      message: 'delivered.template: Write the message, or turn it off',
    });
    expect(await put({ delivered: { enabled: true, template: 'x'.repeat(481) } })).toEqual({
      status: 400,
      message: 'delivered.template: Keep the message under 480 characters',
    });
    expect(mockState()).toEqual(before);
    expect(await getCustomerMessages()).toEqual(settings);
  });
});

describe('customer messages of a new partner', () => {
  it('are all off: nothing is sent to its customers until it turns them on', async () => {
    await signInNewPartner();
    const settings = await getCustomerMessages();
    expect(Object.values(settings).filter((value) => typeof value === 'object' && value.enabled)).toEqual([]);
    const rider = await createRider({ name: 'Femi Ajayi', phone: '+234 816 555 0300', vehicle: 'bike' });
    const delivery = await createDelivery(newDelivery);
    await acceptDelivery(delivery.id, { riderId: rider.id });
    await updateDeliveryStatus(delivery.id, 'picked-up');
    await updateDeliveryStatus(delivery.id, 'in-transit');
    await updateDeliveryStatus(delivery.id, 'delivered');
    expect((await getDelivery(delivery.id)).status).toBe('delivered');
    expect(customerMessages()).toEqual([]);
  });
});
