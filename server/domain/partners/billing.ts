import type { z } from 'zod/mini';
import type {
  BillingInfo,
  createPaymentMethodRequest,
  PaymentMethod,
  UpdateBillingInfoRequest,
  UpdatePaymentMethodRequest,
} from '@/api/schemas';
import { DomainError, notFound } from '../errors';
import { newId } from '../ids';
import type { Ctx } from '../ports';
import { newBilling } from './defaults';
import type { Acting } from './profile';
import type { BillingRecord, PaymentMethodRecord } from './records';

/* What a partner pays DeliverOS with: its billing details and payment methods. */

/** New billing details, made from the account (and the company, as far as known). */
async function billingFromAccount({ tx }: Ctx, { user, partnerId }: Acting): Promise<BillingRecord> {
  const companyName = (await tx.profiles.of(partnerId))?.companyName ?? '';
  return newBilling({ ...user, id: partnerId }, companyName);
}

/** The partner's billing details as they are: stored, or as they would be made from the account (nothing written). */
export const currentBilling = async (ctx: Ctx, acting: Acting): Promise<BillingRecord> =>
  (await ctx.tx.billing.of(acting.partnerId)) ?? billingFromAccount(ctx, acting);

/** The partner's billing details, made from the account the first time they are needed. */
async function billingOf(ctx: Ctx, acting: Acting): Promise<BillingRecord> {
  const stored = await ctx.tx.billing.of(acting.partnerId);
  if (stored) return stored;
  const billing = await billingFromAccount(ctx, acting);
  await ctx.tx.billing.insert(billing);
  return billing;
}

const publicBilling = ({ partnerId: _partnerId, ...billing }: BillingRecord): BillingInfo => billing;

export const getBilling = async (ctx: Ctx, acting: Acting) => publicBilling(await billingOf(ctx, acting));

export async function updateBilling(ctx: Ctx, acting: Acting, body: UpdateBillingInfoRequest): Promise<BillingInfo> {
  const billing = await billingOf(ctx, acting);
  // A company named here answers the onboarding step's question too (issue 24).
  const profile = await ctx.tx.profiles.of(acting.partnerId);
  if (profile && profile.companyName === '') {
    await ctx.tx.profiles.update(acting.partnerId, { companyName: body.companyName });
  }
  await ctx.tx.billing.update(acting.partnerId, body);
  return publicBilling({ ...billing, ...body });
}

const publicMethod = ({ partnerId: _partnerId, ...method }: PaymentMethodRecord): PaymentMethod => method;

export const listPaymentMethods = async ({ tx }: Ctx, partnerId: string) =>
  (await tx.paymentMethods.list(partnerId)).map(publicMethod);

async function ownMethod({ tx }: Ctx, partnerId: string, id: string | undefined): Promise<PaymentMethodRecord> {
  const method = (await tx.paymentMethods.list(partnerId)).find((m) => m.id === id);
  if (!method) throw notFound('Payment method');
  return method;
}

/** Exactly one of a partner's methods is the default whenever they have any (the old one unset first). */
async function makeDefault({ tx }: Ctx, partnerId: string, id: string): Promise<void> {
  const methods = await tx.paymentMethods.list(partnerId);
  for (const other of methods) {
    if (other.isDefault && other.id !== id) await tx.paymentMethods.update(partnerId, other.id, { isDefault: false });
  }
  if (!methods.find((m) => m.id === id)?.isDefault) await tx.paymentMethods.update(partnerId, id, { isDefault: true });
}

export async function createPaymentMethod(
  ctx: Ctx,
  partnerId: string,
  body: z.output<typeof createPaymentMethodRequest>,
) {
  await ctx.tx.lockPartner(partnerId);
  // The full number is never stored: only its last four digits.
  const method: PaymentMethodRecord = {
    partnerId,
    id: newId('pm'),
    type: body.type,
    provider: body.provider,
    accountName: body.accountName,
    last4: body.accountNumber.slice(-4),
    isDefault: false,
  };
  const isFirst = (await ctx.tx.paymentMethods.list(partnerId)).length === 0;
  await ctx.tx.paymentMethods.insert(method);
  if (body.isDefault || isFirst) await makeDefault(ctx, partnerId, method.id);
  return publicMethod({ ...method, isDefault: Boolean(body.isDefault || isFirst) });
}

export async function updatePaymentMethod(
  ctx: Ctx,
  partnerId: string,
  id: string | undefined,
  body: UpdatePaymentMethodRequest,
) {
  await ctx.tx.lockPartner(partnerId);
  const method = await ownMethod(ctx, partnerId, id);
  if (body.isDefault === false && method.isDefault) {
    throw new DomainError(
      400,
      'A default payment method is required: make another method the default instead',
      'DEFAULT_PAYMENT_METHOD_REQUIRED',
    );
  }
  const patch = {
    ...(body.provider !== undefined ? { provider: body.provider } : {}),
    ...(body.accountName !== undefined ? { accountName: body.accountName } : {}),
  };
  await ctx.tx.paymentMethods.update(partnerId, method.id, patch);
  if (body.isDefault) await makeDefault(ctx, partnerId, method.id);
  return publicMethod({ ...method, ...patch, isDefault: method.isDefault || Boolean(body.isDefault) });
}

export async function deletePaymentMethod(ctx: Ctx, partnerId: string, id: string | undefined) {
  await ctx.tx.lockPartner(partnerId);
  const method = await ownMethod(ctx, partnerId, id);
  await ctx.tx.paymentMethods.delete(partnerId, method.id);
  const next = (await ctx.tx.paymentMethods.list(partnerId))[0];
  if (method.isDefault && next) await makeDefault(ctx, partnerId, next.id);
  return { id: method.id };
}
