import { DAY_MS as DAY } from '../domain/calendar';
import { bankNamed, namedAccounts } from '../domain/wallet/banks';
import type { PayoutAccountRecord } from '../domain/wallet/records';
import { DEMO_USER_ID, SECOND_PARTNER } from './accounts';

/**
 * The partners' saved bank accounts. The demo partner's GTBank account is its default payout
 * account and resolves to "SWIFT RIDERS LTD" in the name enquiry (server/domain/wallet/banks.ts).
 */
export const DEMO_PAYOUT_ACCOUNT = {
  id: 'pa_demo_gtbank',
  partnerId: DEMO_USER_ID,
  ...namedAccounts.swiftRiders,
  daysAgo: 60,
} as const;
export const SECOND_PARTNER_PAYOUT_ACCOUNT = {
  id: 'pa_chidi_access',
  partnerId: SECOND_PARTNER.id,
  ...namedAccounts.chidiOkeke,
  daysAgo: 30,
} as const;
const seededPayoutAccounts = [DEMO_PAYOUT_ACCOUNT, SECOND_PARTNER_PAYOUT_ACCOUNT] as const;

export function seedPayoutAccounts(at: (offsetMs: number) => string): PayoutAccountRecord[] {
  return seededPayoutAccounts.map(({ daysAgo, ...account }) => ({
    ...account,
    bankName: bankNamed(account.bankCode)?.name ?? account.bankCode,
    isDefault: true,
    createdAt: at(-daysAgo * DAY),
  }));
}
