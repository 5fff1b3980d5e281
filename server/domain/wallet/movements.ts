import { toKobo, withdrawalFee } from '@/api/money';
import type { Counterpart } from '@/api/schemas';
import type { TopUpRequest, TransferRequest, WithdrawRequest } from '@/api/schemas/wallet-movements';
import type { UserRecord } from '../auth/records';
import { DomainError } from '../errors';
import { limitedLookup } from '../lookup-limits';
import { openSandbox } from '../partners/sandbox';
import { isSandboxId } from '../partners/sandbox-ids';
import type { Ctx, Tx } from '../ports';
import { DORMANT_ACCOUNT_REASON, isDormantAccount, maskedAccount } from './banks';
import { releaseHeld } from './held';
import { ownAccount } from './payouts';
import {
  headroomOf,
  insufficientBalance,
  movementReply,
  nextReference,
  receive,
  recordEntry,
  walletLimit,
} from './ledger';

/*
 * The money a partner moves: a top-up (by card, at once; by bank transfer, once it arrives), a
 * withdrawal to one of its payout accounts (pending until the bank answers), a transfer to
 * another partner's wallet (both sides at once), and the look-up of a transfer's recipient.
 */

/** Who moves money: the account, and the wallet it acts on (its own, or its sandbox twin's in test mode). */
export interface Mover {
  user: UserRecord;
  partnerId: string;
}

const fullName = (user: Pick<UserRecord, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`;

/** The partner an e-mail belongs to, never the caller: 400 for oneself, 404 for an address no partner uses. */
async function recipientOf(tx: Tx, { user }: Mover, email: string): Promise<UserRecord> {
  const address = email.trim().toLowerCase();
  if (address === user.email) throw new DomainError(400, 'You cannot send money to yourself', 'SELF_TRANSFER');
  const recipient = await tx.users.byEmail(address);
  if (recipient?.role !== 'partner') {
    throw new DomainError(404, 'No DeliverOS partner uses that e-mail', 'RECIPIENT_NOT_FOUND');
  }
  return recipient;
}

/** Tells whose wallet a transfer to `email` reaches: a limited number per partner in a window (server/domain/lookup-limits.ts). */
export const resolveRecipient = ({ tx }: Ctx, mover: Mover, email: string, now: number) =>
  limitedLookup(tx, 'recipient', mover.partnerId, now, async () => {
    const recipient = await recipientOf(tx, mover, email);
    return { name: fullName(recipient), email: recipient.email };
  });

/** A card top-up is charged to the partner's saved card (the default one first), else the demo card. */
async function cardCounterpart(tx: Tx, partnerId: string): Promise<Counterpart> {
  const cards = (await tx.paymentMethods.list(partnerId)).filter((m) => m.type === 'card');
  const card = cards.find((m) => m.isDefault) ?? cards[0];
  return card
    ? { kind: 'card', name: `${card.provider} ••••${card.last4}`, detail: card.accountName }
    : { kind: 'card', name: 'Card ••••4242' };
}

/** A bank-transfer top-up comes from the partner's default bank account when they saved one. */
async function bankTransferCounterpart(tx: Tx, partnerId: string): Promise<Counterpart> {
  const account = (await tx.payoutAccounts.list(partnerId)).find((a) => a.isDefault);
  return account
    ? {
        kind: 'bank-transfer',
        name: account.accountName,
        detail: maskedAccount(account.bankName, account.accountNumber),
      }
    : { kind: 'bank-transfer', name: 'Bank transfer' };
}

/**
 * By card: completed at once. By bank transfer: pending until the transfer "arrives" (it settles
 * after the bank's delay); the credit counts in the balance only then.
 */
export async function topUp({ tx, services }: Ctx, { partnerId }: Mover, body: TopUpRequest, now: number) {
  const amount = toKobo(body.amount);
  const common = { partnerId, type: 'credit', amount, fee: 0, category: 'top-up' } as const;
  if (body.paymentMethod === 'card') {
    const counterpart = await cardCounterpart(tx, partnerId);
    const record = await receive(
      tx,
      { ...common, status: 'completed', description: 'Wallet top-up by card', counterpart },
      now,
    );
    return movementReply(tx, partnerId, record);
  }
  await tx.wallets.lock([partnerId]);
  if (amount > (await headroomOf(tx, partnerId))) throw walletLimit('your');
  const date = new Date(now).toISOString();
  const record = await recordEntry(
    tx,
    {
      ...common,
      status: 'pending',
      description: 'Wallet top-up by bank transfer',
      counterpart: await bankTransferCounterpart(tx, partnerId),
      date,
      timeline: [{ status: 'pending', at: date, note: 'Waiting for the bank transfer' }],
      settlement: { at: now + services.settleAfterMs(), outcome: 'completed' },
    },
    now,
  );
  return movementReply(tx, partnerId, record);
}

/**
 * To one of the partner's own payout accounts. The amount and the fee leave the balance at once
 * (a conditional debit: never more than it holds); the withdrawal is pending until the bank
 * answers: completed, or failed for an account number ending in 0000 (the money and the fee come
 * back).
 */
export async function withdraw({ tx, services }: Ctx, { partnerId }: Mover, body: WithdrawRequest, now: number) {
  const account = await ownAccount(tx, partnerId, body.payoutAccountId);
  const amount = toKobo(body.amount);
  const fee = toKobo(withdrawalFee(body.amount));
  if ((await tx.wallets.debit(partnerId, amount + fee)) === null) throw insufficientBalance();
  const date = new Date(now).toISOString();
  const at = now + services.settleAfterMs();
  const record = await recordEntry(
    tx,
    {
      partnerId,
      type: 'debit',
      amount,
      fee,
      category: 'withdrawal',
      status: 'pending',
      description: `Withdrawal to ${account.bankName} ••${account.accountNumber.slice(-4)}`,
      counterpart: {
        kind: 'bank-account',
        name: account.accountName,
        detail: maskedAccount(account.bankName, account.accountNumber),
      },
      date,
      timeline: [{ status: 'pending', at: date, note: 'Sent to the bank' }],
      settlement: isDormantAccount(account.accountNumber)
        ? { at, outcome: 'failed', failureReason: DORMANT_ACCOUNT_REASON }
        : { at, outcome: 'completed' },
    },
    now,
  );
  return movementReply(tx, partnerId, record);
}

/**
 * To another partner's wallet, free: a debit and a credit with one reference, both completed at
 * once. Test money stays in the sandbox: a twin's transfer reaches the recipient's twin.
 */
export async function transfer({ tx }: Ctx, mover: Mover, body: TransferRequest, now: number) {
  const recipient = await recipientOf(tx, mover, body.recipientEmail);
  const from = mover.partnerId;
  const to = isSandboxId(from) ? await openSandbox(tx, recipient, now) : recipient.id;
  const amount = toKobo(body.amount);
  await tx.wallets.lock([from, to]);
  if ((await tx.wallets.debit(from, amount)) === null) throw insufficientBalance();
  if (amount > (await headroomOf(tx, to)) || (await tx.wallets.credit(to, amount)) === null) {
    throw walletLimit('the recipient’s');
  }
  const note = body.note?.trim();
  const withNote = (text: string) => (note ? `${text} — ${note}` : text);
  const date = new Date(now).toISOString();
  const reference = await nextReference(tx, now);
  const common = { amount, fee: 0, category: 'transfer', status: 'completed', date, reference } as const;
  const sent = await recordEntry(
    tx,
    {
      ...common,
      partnerId: from,
      type: 'debit',
      description: withNote(`Transfer to ${fullName(recipient)}`),
      counterpart: { kind: 'partner', name: fullName(recipient), detail: recipient.email },
    },
    now,
  );
  await recordEntry(
    tx,
    {
      ...common,
      partnerId: to,
      type: 'credit',
      description: withNote(`Transfer from ${fullName(mover.user)}`),
      counterpart: { kind: 'partner', name: fullName(mover.user), detail: mover.user.email },
    },
    now,
  );
  // Money that left may make room for a held earning.
  await releaseHeld(tx, from, now);
  return movementReply(tx, from, sent);
}
