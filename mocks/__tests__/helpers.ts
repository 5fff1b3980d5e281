import type { CollectionInput } from '@/api/schemas/delivery-proof';
import { expect } from 'vitest';
import { signIn, signUp } from '@/api/auth';
import { completeDelivery, verifyDeliveryCode } from '@/api/delivery-proof';
import { ApiError } from '@/api/errors';
import { tokenStorage } from '@/api/token-storage';
import { db } from '../db';
import { DEMO_PASSWORD, SECOND_PARTNER, VERIFICATION_CODE } from '../seed';
import { PHOTO } from '@server/__tests__/support/images';

export const API = 'http://localhost:8111';

/** Signs in through the real client and stores the session, so later client calls carry the token. */
export async function signInAs(email = 'demo@example.com', password = DEMO_PASSWORD, verificationCode?: string) {
  const reply = await signIn({ email, password, rememberMe: true, ...(verificationCode ? { verificationCode } : {}) });
  tokenStorage.save(reply, true);
  return reply;
}

export const signInDemo = () => signInAs('demo@example.com');
/** Chidi Okeke of Eko Express: the seeded second verified partner, whom transfers reach. */
export const signInSecondPartner = () => signInAs(SECOND_PARTNER.email);

/**
 * Everything a request may change, but sessions, the Idempotency-Key store (a refusal is
 * remembered under its key, by design), the sign-in bookkeeping (a failed attempt is recorded,
 * by design: mocks/auth-limits.ts) and the counted look-ups (server/domain/lookup-limits.ts): compare a copy taken before a refused request with
 * one taken after it to prove the refusal changed nothing — balances, transactions, payout
 * accounts, deliveries, routes, and the id and reference sequences.
 */
export function mockState() {
  const {
    sessions: _sessions,
    idempotency: _idempotency,
    signInFailures: _signInFailures,
    knownDevices: _knownDevices,
    // An audit trail, like the sign-in failures: a refused request made with a key is logged.
    requestLogs: _requestLogs,
    // Counted look-ups, like the sign-in failures: a look-up counts whatever it answers (a 404 too).
    lookups: _lookups,
    // Unknown API keys sent, counted per client whatever the request answers.
    apiKeyFailures: _apiKeyFailures,
    ...rest
  } = db.state;
  // A key's "last used" goes with its request log (a refused request is logged, and used the key).
  const apiKeys = rest.apiKeys.map(({ lastUsedAt: _used, ...key }) => key);
  return JSON.parse(JSON.stringify({ ...rest, apiKeys })) as Omit<
    typeof db.state,
    'sessions' | 'idempotency' | 'signInFailures' | 'knownDevices' | 'requestLogs' | 'lookups' | 'apiKeyFailures'
  >;
}

/** A brand-new partner: signed up, verified with the support code, signed in. */
export async function signInNewPartner(email = 'fresh.partner@example.com') {
  await signUp({
    firstName: 'Chidi',
    lastName: 'Nnamdi',
    email,
    phone: '+234 809 000 1111',
    password: 'Sup3rSecret!',
    confirmPassword: 'Sup3rSecret!',
    acceptTerms: true,
  });
  return signInAs(email, 'Sup3rSecret!', VERIFICATION_CODE);
}

/** Awaits a call that must fail and returns the ApiError the UI would see. */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('Expected the call to fail, but it succeeded');
}

export async function expectFailure(
  call: Promise<unknown>,
  expected: { status: number; code: string; message?: string | RegExp },
) {
  const error = await failure(call);
  expect({ status: error.status, code: error.code }).toEqual({ status: expected.status, code: expected.code });
  if (typeof expected.message === 'string') expect(error.message).toBe(expected.message);
  else if (expected.message) expect(error.message).toMatch(expected.message);
  return error;
}

interface RawInit {
  method?: string;
  /** An object is sent as JSON; a string is sent as is. */
  body?: unknown;
  /** Defaults to the stored access token; `null` sends no Authorization header. */
  token?: string | null;
  headers?: Record<string, string>;
}

/** A request the client cannot express (no token, broken JSON, missing headers…). Returns status and parsed JSON. */
export async function raw(path: string, init: RawInit = {}) {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  const token = init.token === undefined ? tokenStorage.getToken() : init.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  }
  const response = await fetch(`${API}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const json = (await response.json()) as { success: boolean; data: unknown; message?: string; code?: string };
  return { status: response.status, json };
}

/** A small photo a proof can carry: a real 3×2 JPEG (its bytes are checked, issue 39). */
export const TINY_PHOTO = PHOTO;

/**
 * Marks an in-transit delivery of the signed-in partner delivered with every proof the demo
 * partner asks for (issue 27): the recipient's code (read from the state, as the recipient's SMS
 * would give it), a name, a typed signature and a photo.
 */
export async function deliverWithProof(id: string, collection?: CollectionInput) {
  const record = db.state.deliveries.find((d) => d.id === id);
  if (record?.code && !record.code.verified) await verifyDeliveryCode(id, { code: record.code.value });
  // A cash-on-delivery parcel: all of it, in cash, unless the test says otherwise.
  const cod = record?.cashOnDelivery;
  const collected = collection ?? (cod ? { method: 'cash' as const, amount: cod.amount / 100 } : undefined);
  return completeDelivery(id, {
    recipientName: 'Tolu Adebayo',
    signature: { kind: 'typed', text: 'Tolu Adebayo' },
    photo: TINY_PHOTO,
    ...(collected ? { collection: collected } : {}),
  });
}
