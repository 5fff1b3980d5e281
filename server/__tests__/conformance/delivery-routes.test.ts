import { expect, it } from 'vitest';
import { ok } from '../support/deliveries';
import { as, onEveryStore, outcome, refusalOf, signIn } from '../support/suite';

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

  it('refuses a route that repeats another (case and spaces aside) or whose ends are one place, changing nothing', async () => {
    const session = await signIn(api());
    const before = (await api().call('/api/routes', as(session))).json.data;
    const repeat = await api().call(
      '/api/routes',
      as(session, { body: { from: ' lekki', to: 'IKEJA ', estimated_time: '2 h', base_price: 100 } }),
    );
    expect(refusalOf(repeat)).toEqual({
      status: 409,
      code: 'ROUTE_EXISTS',
      message: 'You already have a local route from Lekki to Ikeja',
    });
    const samePlace = await api().call(
      '/api/routes/rte_lagos_ibadan',
      as(session, { method: 'PUT', body: { to: 'LAGOS' } }),
    );
    expect(refusalOf(samePlace)).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'From and to must be different places',
    });
    // The same places on another coverage are another route.
    const interstate = await api().call(
      '/api/routes',
      as(session, {
        body: { from: 'Lekki', to: 'Ikeja', estimated_time: '2 h', base_price: 100, coverage: 'interstate' },
      }),
    );
    expect(interstate.status).toBe(201);
    expect(((await api().call('/api/routes', as(session))).json.data as unknown[]).slice(0, 4)).toEqual(before);
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
});

onEveryStore('delivery routes: each change', (api) => {
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
