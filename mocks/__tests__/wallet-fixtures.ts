import { expect } from 'vitest';
import { getWallet, listTransactions } from '@/api/wallet';
import { db } from '../db';
import { DEMO_PAYOUT_ACCOUNT } from '../seed';
import { mockState } from './helpers';

/* Shared by the wallet's mock tests (wallet*.test.ts). */

export const SEED_BALANCE = 125_000;
export const SECOND_PARTNER_BALANCE = 20_000;
/** The demo partner's movements in the seed: ten, and the opening balance its history starts from (server/seed/wallet.ts). */
export const SEEDED_MOVEMENTS = 11;
export const DEMO_ACCOUNT = DEMO_PAYOUT_ACCOUNT.id;
let keyCount = 0;
export const key = () => `test-key-${++keyCount}`;

export const balanceOf = (partnerId: string) => db.state.wallets.find((w) => w.partnerId === partnerId)?.balance ?? 0;

/** That a refusal moved nothing: the mock's state is still `before`, the wallet still the seed's balance and movements. */
export async function expectWalletAsSeeded(before: ReturnType<typeof mockState>) {
  expect(mockState()).toEqual(before);
  expect((await getWallet()).balance).toBe(SEED_BALANCE);
  expect((await listTransactions()).total).toBe(SEEDED_MOVEMENTS);
}
