import type { Transaction } from '@/api/schemas';

/** How a transaction's type, status and category read on screen and in a statement. */
export const transactionTypeLabels: Record<Transaction['type'], string> = { credit: 'Credit', debit: 'Debit' };

export const transactionStatusLabels: Record<Transaction['status'], string> = {
  completed: 'Completed',
  pending: 'Pending',
  failed: 'Failed',
  held: 'Held',
};

export const transactionCategoryLabels: Record<Transaction['category'], string> = {
  earning: 'Earning',
  fee: 'Platform fee',
  'top-up': 'Top-up',
  withdrawal: 'Withdrawal',
  transfer: 'Transfer',
  'cod-remittance': 'COD remittance',
};

/** What a movement costs or brings in all: the amount, plus the fee of a debit (a fee on a credit is kept back). */
export const transactionTotal = ({ type, amount, fee }: Pick<Transaction, 'type' | 'amount' | 'fee'>): number =>
  type === 'debit' ? amount + fee : amount - fee;
