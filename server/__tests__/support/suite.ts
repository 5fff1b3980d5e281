import { beforeAll, beforeEach, describe, expect } from 'vitest';
import { conformanceStores, type StoreName } from './stores';
import { targetOf, type CallOptions, type Reply, type Target } from './target';

/*
 * The conformance suite's frame: each block runs once per store (CONFORMANCE_STORES), from the
 * demo data, through the API only — the same requests and the same expected replies everywhere.
 */

export function onEveryStore(
  title: string,
  body: (api: () => Target) => void,
  stores: readonly StoreName[] = conformanceStores(),
): void {
  describe.each(stores.map((store) => [store]))(`${title} — %s`, (store) => {
    let target: Target;
    beforeAll(async () => {
      target = await targetOf(store);
    });
    beforeEach(() => target.reset());
    body(() => target);
  });
}

export const DEMO = { email: 'demo@example.com', password: 'Partner123!' } as const;

/** A sign-up the tests make (a new, unverified partner), in the wire's words. */
export const NEW_PARTNER = {
  first_name: 'Halima',
  last_name: 'Bello',
  email: 'halima@kaduna.ng',
  phone: '0803 555 0101',
  password: 'Sup3rSecret!',
  confirm_password: 'Sup3rSecret!',
  accept_terms: true,
} as const;

export interface Session {
  token: string;
  refreshToken: string;
}

/** Signs in (200 expected) and returns the tokens. */
export async function signIn(
  target: Target,
  email: string = DEMO.email,
  password: string = DEMO.password,
  more: object = {},
) {
  const reply = await target.call('/api/auth/signin', { body: { email, password, remember_me: true, ...more } });
  if (reply.status !== 200) throw new Error(`sign-in of ${email}: ${reply.status} ${JSON.stringify(reply.json)}`);
  const data = reply.json.data as { token: string; refresh_token: string };
  return { token: data.token, refreshToken: data.refresh_token } satisfies Session;
}

/** A brand-new partner (NEW_PARTNER): signed up, its address verified with the mailed code, signed in. */
export async function signInNewPartner(target: Target): Promise<Session> {
  const signedUp = await target.call('/api/auth/signup', { body: NEW_PARTNER });
  if (signedUp.status !== 201) throw new Error(`sign-up: ${signedUp.status} ${JSON.stringify(signedUp.json)}`);
  await target.call('/api/auth/verify-email', { body: { email: NEW_PARTNER.email, code: '123456' } });
  return signIn(target, NEW_PARTNER.email, NEW_PARTNER.password);
}

/** `{ status, code }` of a reply: what a refusal is compared by. */
export const outcome = (reply: Reply) => ({ status: reply.status, code: reply.json.code });

/** `{ status, code, message }` of a reply: a refusal with the words a person reads. */
export const refusalOf = (reply: Reply) => ({ ...outcome(reply), message: reply.json.message });

/**
 * A refusal's status, code and message — once `request` was answered and what `read` reads (all
 * a caller can see) was checked to be the same after it as before: a refused request changes nothing.
 */
export async function refusedUnchanged(read: () => Promise<unknown>, request: () => Promise<Reply>) {
  const before = await read();
  const reply = await request();
  expect(await read()).toEqual(before);
  return refusalOf(reply);
}

export const as = (session: Session, options: CallOptions = {}): CallOptions => ({ ...options, token: session.token });
