import type { Transaction, TransactionEvent } from '@/api/schemas';
import type { PayoutAccountRecord, TransactionRecord } from './records';

/*
 * What the wallet's rules need of a store, inside one transaction (server/domain/ports.ts). Money
 * moves by conditional writes — a debit happens only if the balance holds it, a credit only if
 * the wallet stays within its limit — never by reading a balance and writing another. Reads
 * return copies.
 */

export interface WalletRepo {
  /** A partner's wallet, opened with `balance` kobo (0 unless seeded); one already open is left as it is. */
  open(partnerId: string, balance: number): Promise<void>;
  /** The balance in kobo; undefined for a partner without a wallet. */
  balanceOf(partnerId: string): Promise<number | undefined>;
  /**
   * Holds these wallets until the transaction ends (whatever the order asked, they are taken in
   * one order, so two movements between the same wallets never wait on each other for ever).
   */
  lock(partnerIds: readonly string[]): Promise<void>;
  /** Takes `amount` kobo if the balance holds it: the new balance, or null and nothing changed. */
  debit(partnerId: string, amount: number): Promise<number | null>;
  /**
   * Adds `amount` kobo if the balance stays within MAX_BALANCE_KOBO (opening the wallet if need
   * be): the new balance, or null and nothing changed.
   */
  credit(partnerId: string, amount: number): Promise<number | null>;
}

/** Which of a partner's movements a list or a sum takes; `from` and `to` are instants (epoch ms, `to` excluded). */
export interface TransactionFilter {
  type?: Transaction['type'] | undefined;
  status?: Transaction['status'] | undefined;
  category?: Transaction['category'] | undefined;
  from?: number | undefined;
  to?: number | undefined;
  /** Part of the reference or of the description, in any case. */
  search?: string | undefined;
}

/** A movement settling or released: its new status, the event that says so, and what no longer applies. */
export interface TransactionChange {
  status: Transaction['status'];
  event: TransactionEvent;
  failureReason?: string;
  clear?: ReadonlyArray<'settlement' | 'heldReason' | 'heldFeeId'>;
}

export interface TransactionRepo {
  insert(record: TransactionRecord): Promise<void>;
  byId(partnerId: string, id: string): Promise<TransactionRecord | undefined>;
  /** Applies `change` if the movement still has the status `from` (its event appended to its timeline): whether it did. */
  update(partnerId: string, id: string, from: Transaction['status'], change: TransactionChange): Promise<boolean>;
  /** One page of the partner's movements that match, newest first (of one instant, the last stored first), and how many match. */
  page(
    partnerId: string,
    filter: TransactionFilter,
    page: { page: number; limit: number },
  ): Promise<{ items: TransactionRecord[]; total: number }>;
  /** How many of the partner's movements match, and their amounts' sum (kobo). */
  totals(partnerId: string, filter: TransactionFilter): Promise<{ count: number; amount: number }>;
  /**
   * `totals` per day of [from, to): day n is [from + n × DAY_MS, from + (n + 1) × DAY_MS) — Lagos
   * keeps no daylight saving time, every day has 24 hours. Days without a movement are left out.
   */
  totalsPerDay(
    partnerId: string,
    filter: TransactionFilter & { from: number; to: number },
  ): Promise<Array<{ day: number; count: number; amount: number }>>;
  /** The partner's pending movements that await the bank (with a settlement plan). */
  awaitingBank(partnerId: string): Promise<TransactionRecord[]>;
  /** The partner's held earnings, oldest first. */
  heldEarnings(partnerId: string): Promise<TransactionRecord[]>;
  /**
   * Pending movements whose settlement is due by `until` (every one awaiting the bank when it is
   * Infinity), soonest first, at most `limit`; each held for this transaction, and skipped by
   * another that settles at the same time.
   */
  due(until: number, limit: number): Promise<TransactionRecord[]>;
}

export interface PayoutAccountRepo {
  /** The partner's accounts, in the order they were saved. */
  list(partnerId: string): Promise<PayoutAccountRecord[]>;
  insert(account: PayoutAccountRecord): Promise<void>;
  setDefault(partnerId: string, id: string, isDefault: boolean): Promise<void>;
  delete(partnerId: string, id: string): Promise<void>;
}

export interface ReferenceSequence {
  /** The next number of the transaction references, one sequence for every partner. */
  next(): Promise<number>;
}

export interface WalletRepos {
  wallets: WalletRepo;
  transactions: TransactionRepo;
  payoutAccounts: PayoutAccountRepo;
  references: ReferenceSequence;
}
