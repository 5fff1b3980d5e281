import { getTransaction, getWallet, getWalletStatistics, listTransactions } from '../../domain/wallet/history';
import { resolveRecipient, topUp, transfer, withdraw } from '../../domain/wallet/movements';
import type { Caller, RouteTable } from './table';

/** Who moves money: the account, and its wallet or its sandbox twin's. */
const mover = ({ user, partnerId }: Caller) => ({ user, partnerId });

/** The wallet: its balance, movements and statistics, and the money a partner moves (server/domain/wallet). */
export const walletRoutes = {
  getWallet: ({ ctx, caller }) => getWallet(ctx.tx, caller.partnerId),
  listTransactions: ({ ctx, caller, query }) => listTransactions(ctx.tx, caller.partnerId, query),
  getTransaction: ({ ctx, caller, params }) => getTransaction(ctx.tx, caller.partnerId, params.id),
  getWalletStatistics: ({ ctx, caller, query, now }) =>
    getWalletStatistics(ctx.tx, caller.partnerId, query.period, now),
  topUp: ({ ctx, caller, body, now }) => topUp(ctx, mover(caller), body, now),
  withdraw: ({ ctx, caller, body, now }) => withdraw(ctx, mover(caller), body, now),
  transfer: ({ ctx, caller, body, now }) => transfer(ctx, mover(caller), body, now),
  resolveRecipient: ({ ctx, caller, query, now }) => resolveRecipient(ctx, mover(caller), query.email, now),
} satisfies RouteTable;
