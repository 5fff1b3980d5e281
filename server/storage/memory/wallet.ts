import { DAY_MS } from '../../domain/calendar';
import { newestFirst, pageOf } from '../../domain/lists';
import { MAX_BALANCE_KOBO } from '../../domain/wallet/ledger';
import type { TransactionFilter, WalletRepos } from '../../domain/wallet/port';
import type { TransactionRecord } from '../../domain/wallet/records';
import type { Collections, Journal } from './journal';
import type { MemoryCollections, MemoryState } from './state';

/* The wallet's repositories over the in-memory collections (server/domain/wallet/port.ts). */

const matches =
  (filter: TransactionFilter) =>
  (t: TransactionRecord): boolean => {
    if (filter.type && t.type !== filter.type) return false;
    if (filter.status && t.status !== filter.status) return false;
    if (filter.category && t.category !== filter.category) return false;
    const at = Date.parse(t.date);
    if ((filter.from !== undefined && at < filter.from) || (filter.to !== undefined && at >= filter.to)) return false;
    const needle = filter.search;
    return !needle || t.reference.toLowerCase().includes(needle) || t.description.toLowerCase().includes(needle);
  };

export function memoryWalletRepos(
  c: Collections<MemoryCollections>,
  state: () => MemoryState,
  journal: Journal,
): WalletRepos {
  const mine = (partnerId: string) => (row: { partnerId: string }) => row.partnerId === partnerId;
  const setBalance = (partnerId: string, balance: number) => {
    c.update('wallets', mine(partnerId), { balance });
    return balance;
  };
  const own = (partnerId: string, filter: TransactionFilter) =>
    c.filter('transactions', (t) => t.partnerId === partnerId && matches(filter)(t));
  return {
    wallets: {
      open: async (partnerId, balance) => {
        if (!c.all('wallets').some(mine(partnerId))) c.insert('wallets', { partnerId, balance });
      },
      balanceOf: async (partnerId) => c.find('wallets', mine(partnerId))?.balance,
      lock: async () => undefined,
      debit: async (partnerId, amount) => {
        const wallet = c.find('wallets', mine(partnerId));
        if (!wallet || wallet.balance < amount) return null;
        return setBalance(partnerId, wallet.balance - amount);
      },
      credit: async (partnerId, amount) => {
        const wallet = c.find('wallets', mine(partnerId));
        const balance = wallet?.balance ?? 0;
        if (balance > MAX_BALANCE_KOBO - amount) return null;
        if (!wallet) c.insert('wallets', { partnerId, balance: 0 });
        return setBalance(partnerId, balance + amount);
      },
    },
    transactions: {
      insert: async (record) => c.insert('transactions', record),
      byId: async (partnerId, id) => c.find('transactions', (t) => t.partnerId === partnerId && t.id === id),
      update: async (partnerId, id, from, { status, event, failureReason, clear = [] }) => {
        const record = c.find('transactions', (t) => t.partnerId === partnerId && t.id === id && t.status === from);
        if (!record) return false;
        const patch: Partial<TransactionRecord> = { status, timeline: [...record.timeline, event] };
        if (failureReason !== undefined) patch.failureReason = failureReason;
        for (const field of clear) patch[field] = undefined;
        return c.update('transactions', (t) => t.partnerId === partnerId && t.id === id, patch) > 0;
      },
      page: async (partnerId, filter, { page, limit }) => {
        const found = newestFirst(own(partnerId, filter), (t) => t.date);
        return pageOf(found, { page, limit });
      },
      totals: async (partnerId, filter) => {
        const found = own(partnerId, filter);
        return { count: found.length, amount: found.reduce((sum, t) => sum + t.amount, 0) };
      },
      totalsPerDay: async (partnerId, filter) => {
        const days = new Map<number, { day: number; count: number; amount: number }>();
        for (const t of own(partnerId, filter)) {
          const day = Math.floor((Date.parse(t.date) - filter.from) / DAY_MS);
          const total = days.get(day) ?? { day, count: 0, amount: 0 };
          days.set(day, { day, count: total.count + 1, amount: total.amount + t.amount });
        }
        return [...days.values()].sort((a, b) => a.day - b.day);
      },
      awaitingBank: async (partnerId) =>
        c.filter('transactions', (t) => t.partnerId === partnerId && t.status === 'pending' && !!t.settlement),
      heldEarnings: async (partnerId) =>
        c.filter('transactions', (t) => t.partnerId === partnerId && t.status === 'held' && t.category === 'earning'),
      due: async (until, limit) =>
        c
          .filter('transactions', (t) => t.status === 'pending' && !!t.settlement && t.settlement.at <= until)
          .sort((a, b) => (a.settlement?.at ?? 0) - (b.settlement?.at ?? 0))
          .slice(0, limit),
    },
    payoutAccounts: {
      list: async (partnerId) => c.filter('payoutAccounts', mine(partnerId)),
      insert: async (account) => c.insert('payoutAccounts', account),
      setDefault: async (partnerId, id, isDefault) => {
        c.update('payoutAccounts', (a) => a.partnerId === partnerId && a.id === id, { isDefault });
      },
      delete: async (partnerId, id) => {
        c.remove('payoutAccounts', (a) => a.partnerId === partnerId && a.id === id);
      },
    },
    references: {
      next: async () => {
        const next = state().referenceSequence + 1;
        state().referenceSequence = next;
        journal.record(() => {
          state().referenceSequence = next - 1;
        });
        return next;
      },
    },
  };
}
