import { describe, expect, it, vi } from 'vitest';
import { createDataLayer } from '../data-layer';
import { createQueryClient } from '../query-client';

describe('data layer', () => {
  it('creates the client once, on the first load, and tells its subscribers', async () => {
    const client = createQueryClient();
    const create = vi.fn(() => Promise.resolve(client));
    const dataLayer = createDataLayer(create);
    const listener = vi.fn();
    dataLayer.subscribe(listener);

    expect(create).not.toHaveBeenCalled();
    expect(dataLayer.current).toBeUndefined();
    const [first, second] = await Promise.all([dataLayer.load(), dataLayer.load()]);
    expect(first).toBe(client);
    expect(second).toBe(client);
    expect(await dataLayer.load()).toBe(client);
    expect(create).toHaveBeenCalledTimes(1);
    expect(dataLayer.current).toBe(client);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (offline, a replaced chunk)', async () => {
    const client = createQueryClient();
    const create = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(client);
    const dataLayer = createDataLayer(create);

    await expect(dataLayer.load()).rejects.toThrow('Failed to fetch');
    expect(dataLayer.current).toBeUndefined();
    expect(await dataLayer.load()).toBe(client);
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('is ready from the start when given a client', async () => {
    const client = createQueryClient();
    const create = vi.fn(() => Promise.resolve(createQueryClient()));
    const dataLayer = createDataLayer(create, client);
    expect(dataLayer.current).toBe(client);
    expect(await dataLayer.load()).toBe(client);
    expect(create).not.toHaveBeenCalled();
  });
});
