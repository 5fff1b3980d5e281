import { describe, expect, it } from 'vitest';
import { tokenStorage } from '@/api/token-storage';
import { API, signInDemo } from './helpers';

/* HEAD through msw itself (the browser's and the tests' mock): as GET, without the body (mocks/head.ts). */

describe('HEAD on the in-process mock', () => {
  it('answers like GET on a GET endpoint: status, Content-Type and Content-Length, no body', async () => {
    await signInDemo();
    const init = { headers: { Authorization: `Bearer ${tokenStorage.getToken()}` } };
    const get = await fetch(`${API}/api/wallet/transactions?limit=3`, init);
    const body = await get.text();
    const head = await fetch(`${API}/api/wallet/transactions?limit=3`, { ...init, method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect(await head.text()).toBe('');

    const missing = await fetch(`${API}/api/deliveries/dlv_nope`, { ...init, method: 'HEAD' });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('');
  });
});
