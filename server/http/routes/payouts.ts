import {
  createPayoutAccount,
  deletePayoutAccount,
  listBanks,
  listPayoutAccounts,
  resolveBankAccount,
  setDefaultPayoutAccount,
} from '../../domain/wallet/payouts';
import type { RouteTable } from './table';

/** Banks and payout accounts: where withdrawals go (server/domain/wallet/payouts.ts). */
export const payoutRoutes = {
  listBanks: () => Promise.resolve(listBanks()),
  resolveBankAccount: ({ ctx, caller, body, now }) => resolveBankAccount(ctx, caller.partnerId, body, now),
  listPayoutAccounts: ({ ctx, caller }) => listPayoutAccounts(ctx.tx, caller.partnerId),
  createPayoutAccount: ({ ctx, caller, body, now }) => createPayoutAccount(ctx, caller.partnerId, body, now),
  setDefaultPayoutAccount: ({ ctx, caller, params }) => setDefaultPayoutAccount(ctx, caller.partnerId, params.id),
  deletePayoutAccount: ({ ctx, caller, params }) => deletePayoutAccount(ctx, caller.partnerId, params.id),
} satisfies RouteTable;
