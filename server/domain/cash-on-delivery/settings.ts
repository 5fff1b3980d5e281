import type { CodSettings } from '@/api/schemas/cash-on-delivery';
import { settingOf, settingsOf } from '../partners/profile';
import type { Ctx } from '../ports';

/* The partner's cash-handling fee (issue 28): kept back from cash handed in; a sandbox twin charges its live partner's. */

export const cashHandlingFeeOf = async (ctx: Ctx, partnerId: string): Promise<number> =>
  (await settingOf(ctx, partnerId, 'cashHandlingFeePercent')) ?? 0;

export const getCodSettings = async (ctx: Ctx, partnerId: string): Promise<CodSettings> => ({
  cashHandlingFeePercent: await cashHandlingFeeOf(ctx, partnerId),
});

export async function updateCodSettings(ctx: Ctx, partnerId: string, body: CodSettings): Promise<CodSettings> {
  await settingsOf(ctx, partnerId);
  await ctx.tx.settings.update(partnerId, { cashHandlingFeePercent: body.cashHandlingFeePercent });
  return getCodSettings(ctx, partnerId);
}
