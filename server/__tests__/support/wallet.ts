import { expect } from 'vitest';
import { toKobo } from '@/api/money';
import { ledgerBalance } from '../../domain/wallet/ledger';
import { as, type Session } from './suite';
import type { Reply, Target } from './target';

/* The wallet's conformance tests' vocabulary: balances, movements with their keys, the ledger. */

export const TEST_MODE = { 'X-DeliverOS-Mode': 'test' } as const;

export interface WireTransaction {
  id: string;
  type: 'credit' | 'debit';
  amount: number;
  fee: number;
  status: 'completed' | 'pending' | 'failed' | 'held';
  category: string;
  reference: string;
  description: string;
  date: string;
  counterpart?: { kind: string; name: string; detail?: string };
  failure_reason?: string;
  timeline: Array<{ status: string; at: string; note?: string }>;
}

export interface WirePage {
  items: WireTransaction[];
  total: number;
  page: number;
  limit: number;
}

let keys = 0;
/** A fresh Idempotency-Key. */
export const key = () => `conformance-${process.pid}-${++keys}`;

/** The wallet's balance in naira (in test mode with `headers`). */
export async function balance(api: Target, session: Session, headers: Record<string, string> = {}) {
  const reply = await api.call('/api/wallet', as(session, { headers }));
  expect(reply.status).toBe(200);
  return (reply.json.data as { balance: number }).balance;
}

/** A money movement (POST, with a new Idempotency-Key unless one is given). */
export const move = (
  api: Target,
  session: Session,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> => api.call(path, as(session, { body, headers: { 'Idempotency-Key': key(), ...headers } }));

export const movement = (reply: Reply) => reply.json.data as { new_balance: number; transaction: WireTransaction };

/** One page of the partner's movements. */
export async function transactions(api: Target, session: Session, query = '', headers: Record<string, string> = {}) {
  const reply = await api.call(`/api/wallet/transactions${query ? `?${query}` : ''}`, as(session, { headers }));
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return reply.json.data as WirePage;
}

/** Every movement of the partner's wallet, page after page. */
export async function wholeLedger(api: Target, session: Session, headers: Record<string, string> = {}) {
  const all: WireTransaction[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await transactions(api, session, `limit=100&page=${page}`, headers);
    all.push(...items);
    if (all.length >= total || items.length === 0) return all;
  }
}

/** The wallet's balance is what its ledger adds up to (server/domain/wallet/ledger.ts), to the kobo. */
export async function expectLedgerMatchesBalance(api: Target, session: Session, headers: Record<string, string> = {}) {
  const entries = (await wholeLedger(api, session, headers)).map((t) => ({
    ...t,
    amount: toKobo(t.amount),
    fee: toKobo(t.fee),
  }));
  expect(ledgerBalance(entries)).toBe(toKobo(await balance(api, session, headers)));
}
