/** The HTTP mock's dev controls and the few API calls the bench and CI scripts make themselves (Node's fetch). */

export interface Session {
  token: string;
  refreshToken: string;
}

interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
}

export class MockApi {
  constructor(readonly origin: string) {}

  private async call<T>(
    method: string,
    path: string,
    { token, body, timeoutMs = 10_000 }: { token?: string; body?: unknown; timeoutMs?: number } = {},
  ): Promise<T> {
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (!response.ok || !envelope.success)
      throw new Error(`${method} ${path}: ${response.status} ${envelope.message ?? ''}`);
    return envelope.data;
  }

  setLatency(ms: number): Promise<unknown> {
    return this.call('POST', `/__mock/latency?ms=${ms}`);
  }

  /**
   * Back to the seed, with `deliveries` extra generated deliveries: written into `npm run api:mock`'s
   * embedded PostgreSQL in one transaction (20,000 took 46 s on a busy 2-core machine; a ceiling, not a timing).
   */
  reset(deliveries: number): Promise<unknown> {
    return this.call('POST', `/__mock/reset?deliveries=${deliveries}`, { timeoutMs: 900_000 });
  }

  async signIn(email: string, password: string): Promise<Session> {
    const data = await this.call<{ token: string; refresh_token: string }>('POST', '/api/auth/signin', {
      body: { email, password, remember_me: true },
    });
    return { token: data.token, refreshToken: data.refresh_token };
  }

  /** A delivery's tracking code: the end of its `tracking_url` (every seed draws the codes anew). */
  async trackingCode(session: Session, deliveryId: string): Promise<string> {
    const delivery = await this.call<{ tracking_url: string }>('GET', `/api/deliveries/${deliveryId}`, {
      token: session.token,
    });
    return delivery.tracking_url.split('/').at(-1) ?? '';
  }

  /** One page of the partner's deliveries, as the wire has it. */
  deliveries(
    session: Session,
    page: number,
    { limit = 20, status, search }: { limit?: number; status?: string; search?: string } = {},
  ) {
    const query = new URLSearchParams({
      page: String(page),
      limit: String(limit),
      ...(status ? { status } : {}),
      ...(search ? { search } : {}),
    });
    return this.call<{ items: Array<{ id: string; tracking_number: string; status: string }>; total: number }>(
      'GET',
      `/api/deliveries?${query}`,
      {
        token: session.token,
      },
    );
  }
}
