import { type Kysely, sql } from 'kysely';
import { MAX_BALANCE_KOBO } from '../../../domain/wallet/ledger';
import type { WalletRepos } from '../../../domain/wallet/port';
import type { Database } from '../schema';
import { postgresTransactionRepo } from './transactions';
import { int } from './values';
import { deleteOwnedRow, ownedRows, updateOwnedRow } from './owned-rows';

/*
 * The wallet's repositories on PostgreSQL (server/domain/wallet/port.ts). A balance moves only by
 * a conditional UPDATE — `balance = balance - $x … WHERE balance >= $x RETURNING balance` — so two
 * withdrawals at once can never both spend the same money: the second waits for the first's row
 * lock, then finds what is left. The wallets' CHECK bounds every balance besides.
 */

export function postgresWalletRepos(db: Kysely<Database>): WalletRepos {
  return {
    wallets: {
      open: async (partnerId, balance) => {
        await db
          .insertInto('wallets')
          .values({ partner_id: partnerId, balance })
          .onConflict((conflict) => conflict.column('partner_id').doNothing())
          .execute();
      },
      balanceOf: async (partnerId) => {
        const row = await db
          .selectFrom('wallets')
          .select('balance')
          .where('partner_id', '=', partnerId)
          .executeTakeFirst();
        return row && int(row.balance);
      },
      lock: async (partnerIds) => {
        // One order for everyone (the ids'), so two transfers between the same wallets never deadlock.
        await db
          .selectFrom('wallets')
          .select('partner_id')
          .where('partner_id', 'in', [...new Set(partnerIds)])
          .orderBy('partner_id')
          .forUpdate()
          .execute();
      },
      debit: async (partnerId, amount) => {
        const row = await db
          .updateTable('wallets')
          .set({ balance: sql`balance - ${amount}` })
          .where('partner_id', '=', partnerId)
          .where('balance', '>=', String(amount))
          .returning('balance')
          .executeTakeFirst();
        return row ? int(row.balance) : null;
      },
      credit: async (partnerId, amount) => {
        const row = await db
          .insertInto('wallets')
          .values({ partner_id: partnerId, balance: amount })
          .onConflict((conflict) =>
            conflict
              .column('partner_id')
              .doUpdateSet({ balance: sql`wallets.balance + excluded.balance` })
              .where('wallets.balance', '<=', sql<string>`${MAX_BALANCE_KOBO}::bigint - excluded.balance`),
          )
          .returning('balance')
          .executeTakeFirst();
        return row ? int(row.balance) : null;
      },
    },
    transactions: postgresTransactionRepo(db),
    payoutAccounts: {
      list: async (partnerId) =>
        (await ownedRows(db, 'payout_accounts', partnerId)).map((row) => ({
          partnerId: row.partner_id,
          id: row.id,
          bankCode: row.bank_code,
          bankName: row.bank_name,
          accountNumber: row.account_number,
          accountName: row.account_name,
          isDefault: row.is_default,
          createdAt: row.created_at.toISOString(),
        })),
      insert: async (account) => {
        await db
          .insertInto('payout_accounts')
          .values({
            id: account.id,
            partner_id: account.partnerId,
            bank_code: account.bankCode,
            bank_name: account.bankName,
            account_number: account.accountNumber,
            account_name: account.accountName,
            is_default: account.isDefault,
            created_at: account.createdAt,
          })
          .execute();
      },
      setDefault: async (partnerId, id, isDefault) => {
        await updateOwnedRow(db, 'payout_accounts', partnerId, id, { is_default: isDefault });
      },
      delete: async (partnerId, id) => {
        await deleteOwnedRow(db, 'payout_accounts', partnerId, id);
      },
    },
    references: {
      next: async () => {
        const { rows } = await sql<{ next: string }>`select nextval('transaction_reference_seq') as next`.execute(db);
        return int(rows[0]?.next ?? '0');
      },
    },
  };
}
