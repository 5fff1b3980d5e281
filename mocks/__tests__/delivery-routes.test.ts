import { beforeEach, describe, expect, it } from 'vitest';
import {
  createDeliveryRoute,
  deleteDeliveryRoute,
  listDeliveryRoutes,
  toggleDeliveryRoute,
  updateDeliveryRoute,
} from '@/api/delivery-routes';
import { expectFailure, raw, signInDemo, signInNewPartner } from './helpers';

describe('delivery routes', () => {
  beforeEach(signInDemo);

  it("lists the partner's routes", async () => {
    const routes = await listDeliveryRoutes();
    expect(routes.map((r) => r.id)).toEqual([
      'rte_lekki_ikeja',
      'rte_lagos_ibadan',
      'rte_abuja_kano',
      'rte_lagos_accra',
    ]);
    expect(routes[0]).toEqual({
      id: 'rte_lekki_ikeja',
      from: 'Lekki',
      to: 'Ikeja',
      estimatedTime: '1-2 hours',
      basePrice: 3_500,
      isActive: true,
      coverage: 'local',
    });
  });

  it('creates an active route, coverage local by default (201)', async () => {
    const { status, json } = await raw('/api/routes', {
      method: 'POST',
      body: { from: 'Yaba', to: 'Ajah', estimated_time: '2 hours', base_price: 4_000 },
    });
    expect(status).toBe(201);
    expect(json.data).toMatchObject({
      from: 'Yaba',
      to: 'Ajah',
      estimated_time: '2 hours',
      base_price: 4_000,
      coverage: 'local',
      is_active: true,
    });

    const interstate = await createDeliveryRoute({
      from: 'Enugu',
      to: 'Aba',
      estimatedTime: '4 hours',
      basePrice: 9_000,
      coverage: 'interstate',
    });
    expect(interstate.coverage).toBe('interstate');
    const routes = await listDeliveryRoutes();
    expect(routes).toHaveLength(6);
    expect(routes.at(-1)).toEqual(interstate);
  });

  it('refuses a route without a price or with blank places', async () => {
    for (const body of [
      { from: 'Yaba', to: 'Ajah', estimated_time: '2 hours', base_price: 0 },
      { from: '  ', to: 'Ajah', estimated_time: '2 hours', base_price: 100 },
      { from: 'Yaba', to: 'Ajah', estimated_time: '2 hours', base_price: 100, coverage: 'galactic' },
    ]) {
      const { status, json } = await raw('/api/routes', { method: 'POST', body });
      expect(status).toBe(400);
      expect(json.code).toBe('VALIDATION_ERROR');
    }
    expect(await listDeliveryRoutes()).toHaveLength(4);
  });

  it('updates only the fields sent', async () => {
    const updated = await updateDeliveryRoute('rte_lagos_ibadan', { basePrice: 13_500, isActive: false });
    expect(updated).toEqual({
      id: 'rte_lagos_ibadan',
      from: 'Lagos',
      to: 'Ibadan',
      estimatedTime: '3-4 hours',
      basePrice: 13_500,
      isActive: false,
      coverage: 'interstate',
    });
    expect((await listDeliveryRoutes()).find((r) => r.id === 'rte_lagos_ibadan')).toEqual(updated);
    await expectFailure(updateDeliveryRoute('rte_nope', { basePrice: 1 }), {
      status: 404,
      code: 'NOT_FOUND',
      message: 'Route not found',
    });
  });

  it('deletes a route, then answers 404 for it', async () => {
    expect(await deleteDeliveryRoute('rte_abuja_kano')).toEqual({ id: 'rte_abuja_kano' });
    expect((await listDeliveryRoutes()).map((r) => r.id)).not.toContain('rte_abuja_kano');
    await expectFailure(deleteDeliveryRoute('rte_abuja_kano'), { status: 404, code: 'NOT_FOUND' });
  });

  it('toggles a route active and back', async () => {
    expect((await toggleDeliveryRoute('rte_abuja_kano')).isActive).toBe(true);
    expect((await toggleDeliveryRoute('rte_abuja_kano')).isActive).toBe(false);
    expect((await toggleDeliveryRoute('rte_lekki_ikeja')).isActive).toBe(false);
    expect((await listDeliveryRoutes()).find((r) => r.id === 'rte_lekki_ikeja')?.isActive).toBe(false);
  });

  it('are per partner', async () => {
    await signInNewPartner();
    expect(await listDeliveryRoutes()).toEqual([]);
    await expectFailure(toggleDeliveryRoute('rte_lekki_ikeja'), { status: 404, code: 'NOT_FOUND' });
    await expectFailure(updateDeliveryRoute('rte_lekki_ikeja', { basePrice: 1 }), { status: 404, code: 'NOT_FOUND' });
    await expectFailure(deleteDeliveryRoute('rte_lekki_ikeja'), { status: 404, code: 'NOT_FOUND' });
    await signInDemo();
    expect(await listDeliveryRoutes()).toHaveLength(4);
  });

  it('require a signed-in partner', async () => {
    expect((await raw('/api/routes', { token: null })).status).toBe(401);
    expect((await raw('/api/routes/rte_lekki_ikeja/toggle', { method: 'PATCH', token: null })).status).toBe(401);
  });
});
