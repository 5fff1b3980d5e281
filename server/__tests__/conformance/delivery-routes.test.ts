import { expect, it } from 'vitest';
import { ok } from '../support/deliveries';
import { deliveryRouteRules } from '@/api/schemas';
import { as, onEveryStore, outcome, refusalOf, refusedUnchanged, signIn, type Session } from '../support/suite';

/* A partner's delivery routes on every store (docs/api-contract.md, Delivery routes). */

interface WireRoute {
  id: string;
  from: string;
  to: string;
  estimated_time: string;
  base_price: number;
  is_active: boolean;
  coverage: string;
}

const lekki = { from: 'Lekki', to: 'Victoria Island', estimated_time: '45 min', base_price: 2500.5 };

onEveryStore('delivery routes', (api) => {
  it('lists the seeded four in order, adds one (local unless said), changes, switches and deletes it', async () => {
    const session = await signIn(api());
    const routes = async () => ok<WireRoute[]>(await api().call('/api/routes', as(session)));
    expect((await routes()).map((r) => r.id)).toEqual([
      'rte_lekki_ikeja',
      'rte_lagos_ibadan',
      'rte_abuja_kano',
      'rte_lagos_accra',
    ]);
    const created = ok<WireRoute>(await api().call('/api/routes', as(session, { body: lekki })), 201);
    expect(created).toMatchObject({ ...lekki, coverage: 'local', is_active: true });
    const changed = ok<WireRoute>(
      await api().call(
        `/api/routes/${created.id}`,
        as(session, { method: 'PUT', body: { base_price: 3000, coverage: 'interstate' } }),
      ),
    );
    expect(changed).toMatchObject({ base_price: 3000, coverage: 'interstate', from: 'Lekki' });
    const off = ok<WireRoute>(await api().call(`/api/routes/${created.id}/toggle`, as(session, { method: 'PATCH' })));
    expect(off.is_active).toBe(false);
    expect((await routes()).at(-1)).toEqual(off);
    expect(ok(await api().call(`/api/routes/${created.id}`, as(session, { method: 'DELETE' })))).toEqual({
      id: created.id,
    });
    expect(await routes()).toHaveLength(4);
  });

  it('shows and touches no other partner’s route (404)', async () => {
    const chidi = await signIn(api(), 'chidi@riders.ng');
    expect(ok<WireRoute[]>(await api().call('/api/routes', as(chidi)))).toEqual([]);
    for (const [method, path] of [
      ['PUT', '/api/routes/rte_lekki_ikeja'],
      ['PATCH', '/api/routes/rte_lekki_ikeja/toggle'],
      ['DELETE', '/api/routes/rte_lekki_ikeja'],
    ] as const) {
      const reply = await api().call(
        path,
        as(chidi, { method, ...(method === 'PUT' ? { body: { base_price: 1 } } : {}) }),
      );
      expect({ path, ...refusalOf(reply) }).toEqual({
        path,
        status: 404,
        code: 'NOT_FOUND',
        message: 'Route not found',
      });
    }
  });

  it('lists each route in full; updates only the fields sent; toggles a route and back', async () => {
    const session = await signIn(api());
    const routes = async () => ok<WireRoute[]>(await api().call('/api/routes', as(session)));
    expect((await routes())[0]).toEqual({
      id: 'rte_lekki_ikeja',
      from: 'Lekki',
      to: 'Ikeja',
      estimated_time: '1-2 hours',
      base_price: 3_500,
      is_active: true,
      coverage: 'local',
    });
    const updated = ok<WireRoute>(
      await api().call(
        '/api/routes/rte_lagos_ibadan',
        as(session, { method: 'PUT', body: { base_price: 13_500, is_active: false } }),
      ),
    );
    expect(updated).toEqual({
      id: 'rte_lagos_ibadan',
      from: 'Lagos',
      to: 'Ibadan',
      estimated_time: '3-4 hours',
      base_price: 13_500,
      is_active: false,
      coverage: 'interstate',
    });
    expect((await routes()).find((r) => r.id === 'rte_lagos_ibadan')).toEqual(updated);
    const toggle = async (id: string) =>
      ok<WireRoute>(await api().call(`/api/routes/${id}/toggle`, as(session, { method: 'PATCH' }))).is_active;
    expect([await toggle('rte_abuja_kano'), await toggle('rte_abuja_kano')]).toEqual([true, false]);
    expect(await toggle('rte_lekki_ikeja')).toBe(false);
    expect((await routes()).find((r) => r.id === 'rte_lekki_ikeja')?.is_active).toBe(false);
  });

  it('refuses a route without a price, with blank places or an unknown coverage (400), changing nothing', async () => {
    const session = await signIn(api());
    const before = (await api().call('/api/routes', as(session))).json.data;
    for (const body of [
      { from: 'Yaba', to: 'Ajah', estimated_time: '2 hours', base_price: 0 },
      { from: '  ', to: 'Ajah', estimated_time: '2 hours', base_price: 100 },
      { from: 'Yaba', to: 'Ajah', estimated_time: '2 hours', base_price: 100, coverage: 'galactic' },
    ]) {
      const reply = await api().call('/api/routes', as(session, { body }));
      expect({ body, ...outcome(reply) }).toEqual({ body, status: 400, code: 'VALIDATION_ERROR' });
    }
    expect((await api().call('/api/routes', as(session))).json.data).toEqual(before);
  });

  it('answers 404 for an unknown or deleted route, and 401 signed out', async () => {
    const session = await signIn(api());
    const unknown = await api().call('/api/routes/rte_nope', as(session, { method: 'PUT', body: { base_price: 1 } }));
    expect(refusalOf(unknown)).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Route not found' });
    ok(await api().call('/api/routes/rte_abuja_kano', as(session, { method: 'DELETE' })));
    const again = await api().call('/api/routes/rte_abuja_kano', as(session, { method: 'DELETE' }));
    expect(outcome(again)).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(outcome(await api().call('/api/routes'))).toEqual({ status: 401, code: 'UNAUTHORIZED' });
    const toggle = await api().call('/api/routes/rte_lekki_ikeja/toggle', { method: 'PATCH' });
    expect(outcome(toggle)).toEqual({ status: 401, code: 'UNAUTHORIZED' });
  });
});

const valid = { from: 'Yaba', to: 'Ajah', estimated_time: '2 hours', base_price: 4_000 };
const validation = (message: string) => ({ status: 400, code: 'VALIDATION_ERROR', message });
const exists = (coverage: string, from: string, to: string) => ({
  status: 409,
  code: 'ROUTE_EXISTS',
  message: `You already have ${coverage === 'local' ? 'a' : 'an'} ${coverage} route from ${from} to ${to}`,
});

/** The rules a route must keep (the client checks the same contract before sending). */
onEveryStore('delivery route rules', (api) => {
  let session: Session;
  const routes = async () => (await api().call('/api/routes', as(session))).json.data;
  /** A create (no id) or an update's refusal, once it was checked to change nothing. */
  const refused = (body: object, id?: string) =>
    refusedUnchanged(routes, () =>
      api().call(id ? `/api/routes/${id}` : '/api/routes', as(session, { method: id ? 'PUT' : 'POST', body })),
    );
  const create = async (body: object) => ok<WireRoute>(await api().call('/api/routes', as(session, { body })), 201);

  it('refuses a route whose from and to are one place, case and spaces aside', async () => {
    session = await signIn(api());
    const samePlaces = validation(deliveryRouteRules.samePlaces);
    for (const [from, to] of [
      ['Yaba', 'yaba'],
      ['Port Harcourt', ' port  harcourt '],
      ['LEKKI', 'Lekki'],
    ])
      expect({ from, to, ...(await refused({ ...valid, from, to })) }).toEqual({ from, to, ...samePlaces });
    // An update that sends one end is compared with the stored other end.
    expect(await refused({ to: ' lekki' }, 'rte_lekki_ikeja')).toEqual(samePlaces);
    expect(await refused({ from: 'Ajah', to: 'AJAH' }, 'rte_lekki_ikeja')).toEqual(samePlaces);
  });

  it('takes durations in minutes, hours, days and weeks, numbers or ranges, and nothing else', async () => {
    session = await signIn(api());
    const duration = validation(`estimated_time: ${deliveryRouteRules.duration}`);
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
    ])
      expect({ estimated_time, ...(await refused({ ...valid, estimated_time })) }).toEqual({
        estimated_time,
        ...duration,
      });
    expect(await refused({ estimated_time: '1' }, 'rte_lekki_ikeja')).toEqual(duration);
    const times = ['45 min', '2 h', '1–2 days', '1-2 hours', '90mins', '3 HRS', '1 week', ' 120 minutes '];
    for (const [index, estimated_time] of times.entries()) {
      const route = await create({ ...valid, to: `Stop ${index}`, estimated_time });
      expect(route.estimated_time).toBe(estimated_time.trim());
    }
    const changed = await api().call(
      '/api/routes/rte_lekki_ikeja',
      as(session, { method: 'PUT', body: { estimated_time: '2–3 weeks' } }),
    );
    expect(ok<WireRoute>(changed).estimated_time).toBe('2–3 weeks');
  });

  it('refuses a base price out of bounds and place names too long', async () => {
    session = await signIn(api());
    expect(await refused({ ...valid, base_price: 0 })).toEqual(validation('base_price: The smallest price is ₦1'));
    expect(await refused({ ...valid, base_price: 10_000_001 })).toEqual(
      validation('base_price: The largest price is ₦10,000,000'),
    );
    expect(await refused({ base_price: 1.234 }, 'rte_lekki_ikeja')).toEqual(
      validation('base_price: Use at most 2 decimal places (kobo)'),
    );
    expect(await refused({ ...valid, from: 'Y'.repeat(81) })).toEqual(
      validation(`from: ${deliveryRouteRules.placeTooLong}`),
    );
    expect(await refused({ to: 'I'.repeat(81) }, 'rte_lekki_ikeja')).toEqual(
      validation(`to: ${deliveryRouteRules.placeTooLong}`),
    );
  });

  it('refuses a second route with the same from, to and coverage (409), naming the existing one', async () => {
    session = await signIn(api());
    expect(await refused({ ...valid, from: 'lagos', to: ' IBADAN', coverage: 'interstate' })).toEqual(
      exists('interstate', 'Lagos', 'Ibadan'),
    );
    expect(await refused({ ...valid, from: 'Lek ki', to: 'ikeja' })).toEqual(exists('local', 'Lekki', 'Ikeja'));
    // Updates: moving a route onto another one's places, or its coverage onto another one's.
    expect(await refused({ from: 'LAGOS', to: 'ibadan' }, 'rte_abuja_kano')).toEqual(
      exists('interstate', 'Lagos', 'Ibadan'),
    );
    expect(await refused({ to: 'Ibadan', coverage: 'interstate' }, 'rte_lagos_accra')).toEqual(
      exists('interstate', 'Lagos', 'Ibadan'),
    );
    // The same places with another coverage, or for another partner, are a different route.
    expect(await create({ ...valid, from: 'Lagos', to: 'Ibadan', coverage: 'local' })).toMatchObject({
      coverage: 'local',
    });
    session = await signIn(api(), 'chidi@riders.ng');
    expect(await create({ ...valid, from: 'Lekki', to: 'Ikeja' })).toMatchObject({ coverage: 'local' });
  });

  it('lets a route be updated in place, its own places and coverage included', async () => {
    session = await signIn(api());
    const updated = await api().call(
      '/api/routes/rte_lagos_ibadan',
      as(session, {
        method: 'PUT',
        body: { from: 'lagos', to: 'Ibadan ', coverage: 'interstate', base_price: 12_500 },
      }),
    );
    expect(ok<WireRoute>(updated)).toMatchObject({ from: 'lagos', to: 'Ibadan', base_price: 12_500 });
    expect(await refused({ ...valid, from: 'Lagos', to: 'Ibadan', coverage: 'interstate' })).toEqual(
      exists('interstate', 'lagos', 'Ibadan'),
    );
    expect(await routes()).toHaveLength(4);
  });
});
