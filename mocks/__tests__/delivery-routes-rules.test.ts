import { beforeEach, describe, expect, it } from 'vitest';
import { createDeliveryRoute, listDeliveryRoutes, updateDeliveryRoute } from '@/api/delivery-routes';
import { deliveryRouteRules } from '@/api/schemas';
import { expectFailure, mockState, raw, signInDemo, signInSecondPartner } from './helpers';

/*
 * The rules a route must keep, on the server's side: the client checks the same contract
 * before sending, so these go through `raw` to reach the mock with what the client refuses.
 * Seeded for the demo partner: Lekki → Ikeja (local), Lagos → Ibadan (interstate),
 * Abuja → Kano (interstate), Lagos → Accra (international).
 */
const valid = { from: 'Yaba', to: 'Ajah', estimated_time: '2 hours', base_price: 4_000 };

async function expectRefused(
  request: { method: string; path: string; body: Record<string, unknown> },
  expected: { status: number; code: string; message: string },
) {
  const before = mockState();
  const { status, json } = await raw(request.path, { method: request.method, body: request.body });
  expect({ status, code: json.code, message: json.message }).toEqual(expected);
  expect(mockState()).toEqual(before);
}

const create = (body: Record<string, unknown>) => ({ method: 'POST', path: '/api/routes', body });
const update = (id: string, body: Record<string, unknown>) => ({ method: 'PUT', path: `/api/routes/${id}`, body });
const validation = (message: string) => ({ status: 400, code: 'VALIDATION_ERROR', message });

describe('delivery route rules', () => {
  beforeEach(signInDemo);

  it('refuses a route whose from and to are one place, case and spaces aside', async () => {
    for (const [from, to] of [
      ['Yaba', 'yaba'],
      ['Port Harcourt', ' port  harcourt '],
      ['LEKKI', 'Lekki'],
    ]) {
      await expectRefused(create({ ...valid, from, to }), validation(deliveryRouteRules.samePlaces));
    }
    // An update that sends one end is compared with the stored other end.
    await expectRefused(update('rte_lekki_ikeja', { to: ' lekki' }), validation(deliveryRouteRules.samePlaces));
    await expectRefused(
      update('rte_lekki_ikeja', { from: 'Ajah', to: 'AJAH' }),
      validation(deliveryRouteRules.samePlaces),
    );
  });

  it('refuses an estimated time that is not a duration', async () => {
    for (const estimated_time of [
      '1',
      '45',
      'soon',
      'min',
      '2 hourss',
      '1 to 2 days',
      '1.5 h',
      '1000 min',
      '',
      `${'9'.repeat(40)} h`,
    ]) {
      await expectRefused(
        create({ ...valid, estimated_time }),
        validation(`estimated_time: ${deliveryRouteRules.duration}`),
      );
    }
    await expectRefused(
      update('rte_lekki_ikeja', { estimated_time: '1' }),
      validation(`estimated_time: ${deliveryRouteRules.duration}`),
    );
  });

  it('accepts durations in minutes, hours, days and weeks, numbers or ranges', async () => {
    const times = ['45 min', '2 h', '1–2 days', '1-2 hours', '90mins', '3 HRS', '1 week', ' 120 minutes '];
    for (const [index, estimatedTime] of times.entries()) {
      const route = await createDeliveryRoute({ from: 'Yaba', to: `Stop ${index}`, estimatedTime, basePrice: 1_000 });
      expect(route.estimatedTime).toBe(estimatedTime.trim());
    }
    expect((await updateDeliveryRoute('rte_lekki_ikeja', { estimatedTime: '2–3 weeks' })).estimatedTime).toBe(
      '2–3 weeks',
    );
  });

  it('refuses a base price out of bounds and place names too long', async () => {
    await expectRefused(create({ ...valid, base_price: 0 }), validation('base_price: The smallest price is ₦1'));
    await expectRefused(
      create({ ...valid, base_price: 10_000_001 }),
      validation('base_price: The largest price is ₦10,000,000'),
    );
    await expectRefused(
      update('rte_lekki_ikeja', { base_price: 1.234 }),
      validation('base_price: Use at most 2 decimal places (kobo)'),
    );
    await expectRefused(
      create({ ...valid, from: 'Y'.repeat(81) }),
      validation(`from: ${deliveryRouteRules.placeTooLong}`),
    );
    await expectRefused(
      update('rte_lekki_ikeja', { to: 'I'.repeat(81) }),
      validation(`to: ${deliveryRouteRules.placeTooLong}`),
    );
  });

  it('refuses a second route with the same from, to and coverage (409), naming the existing one', async () => {
    const exists = (coverage: string, from: string, to: string) => ({
      status: 409,
      code: 'ROUTE_EXISTS',
      message: `You already have ${coverage === 'local' ? 'a' : 'an'} ${coverage} route from ${from} to ${to}`,
    });
    await expectRefused(
      create({ ...valid, from: 'lagos', to: ' IBADAN', coverage: 'interstate' }),
      exists('interstate', 'Lagos', 'Ibadan'),
    );
    await expectRefused(create({ ...valid, from: 'Lek ki', to: 'ikeja' }), exists('local', 'Lekki', 'Ikeja'));
    // Updates: moving a route onto another one's places, or its coverage onto another one's.
    await expectRefused(
      update('rte_abuja_kano', { from: 'LAGOS', to: 'ibadan' }),
      exists('interstate', 'Lagos', 'Ibadan'),
    );
    await expectRefused(
      update('rte_lagos_accra', { to: 'Ibadan', coverage: 'interstate' }),
      exists('interstate', 'Lagos', 'Ibadan'),
    );

    // The same places with another coverage, or for another partner, are a different route.
    await expect(
      createDeliveryRoute({ from: 'Lagos', to: 'Ibadan', estimatedTime: '3 h', basePrice: 8_000, coverage: 'local' }),
    ).resolves.toMatchObject({ from: 'Lagos', to: 'Ibadan', coverage: 'local' });
    await signInSecondPartner();
    await expect(
      createDeliveryRoute({ from: 'Lekki', to: 'Ikeja', estimatedTime: '1 h', basePrice: 3_000 }),
    ).resolves.toMatchObject({ coverage: 'local' });
  });

  it('lets a route be updated in place, its own places and coverage included', async () => {
    const updated = await updateDeliveryRoute('rte_lagos_ibadan', {
      from: 'lagos',
      to: 'Ibadan ',
      coverage: 'interstate',
      basePrice: 12_500,
    });
    expect(updated).toMatchObject({ from: 'lagos', to: 'Ibadan', basePrice: 12_500 });
    await expectFailure(
      createDeliveryRoute({ from: 'Lagos', to: 'Ibadan', estimatedTime: '3 h', basePrice: 1, coverage: 'interstate' }),
      { status: 409, code: 'ROUTE_EXISTS', message: 'You already have an interstate route from lagos to Ibadan' },
    );
    expect(await listDeliveryRoutes()).toHaveLength(4);
  });
});
