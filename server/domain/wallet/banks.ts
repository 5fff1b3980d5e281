import type { Bank, BankAccountRequest } from '@/api/schemas/payouts';
import { DomainError } from '../errors';

/*
 * The banks DeliverOS pays out to, and the bank's side of a payout as the demo runs it (no bank
 * is connected yet): its name enquiry and its answer to a transfer, by the test numbers below.
 *
 * Nigerian banks with their CBN codes: the deposit money banks (3 digits) and two
 * microfinance banks (5 digits, whose NUBAN check digit uses the code prefixed with 9).
 * Sorted by name, as GET /api/banks answers.
 */
export const banks: readonly Bank[] = [
  { code: '044', name: 'Access Bank' },
  { code: '023', name: 'Citibank Nigeria' },
  { code: '050', name: 'Ecobank Nigeria' },
  { code: '214', name: 'FCMB' },
  { code: '070', name: 'Fidelity Bank' },
  { code: '011', name: 'First Bank of Nigeria' },
  { code: '058', name: 'GTBank' },
  { code: '301', name: 'Jaiz Bank' },
  { code: '082', name: 'Keystone Bank' },
  { code: '50211', name: 'Kuda Microfinance Bank' },
  { code: '50515', name: 'Moniepoint Microfinance Bank' },
  { code: '076', name: 'Polaris Bank' },
  { code: '101', name: 'Providus Bank' },
  { code: '221', name: 'Stanbic IBTC Bank' },
  { code: '068', name: 'Standard Chartered Bank' },
  { code: '232', name: 'Sterling Bank' },
  { code: '100', name: 'SunTrust Bank' },
  { code: '102', name: 'Titan Trust Bank' },
  { code: '032', name: 'Union Bank of Nigeria' },
  { code: '033', name: 'United Bank for Africa' },
  { code: '215', name: 'Unity Bank' },
  { code: '035', name: 'Wema Bank' },
  { code: '057', name: 'Zenith Bank' },
].sort((a, b) => a.name.localeCompare(b.name, 'en'));

export const bankNamed = (code: string): Bank | undefined => banks.find((bank) => bank.code === code);

/*
 * Test numbers of the name enquiry and payouts (docs/api-contract.md):
 * - a NUBAN whose 9-digit serial starts with 000 has no account behind it (422 ACCOUNT_NOT_FOUND);
 * - a withdrawal to an account number ending in 0000 is refused by the bank when it settles
 *   (status failed, the money returned).
 */
const isUnknownAccount = (accountNumber: string) => accountNumber.startsWith('000');
export const isDormantAccount = (accountNumber: string) => accountNumber.endsWith('0000');
export const DORMANT_ACCOUNT_REASON = 'The bank refused the transfer: account dormant';

/**
 * Accounts the bank holds under their owner's own name: the seeded partners' payout accounts
 * (valid NUBANs). The name enquiry answers these names; any other number gets one of `accountNames`.
 */
export const namedAccounts = {
  swiftRiders: { bankCode: '058', accountNumber: '0100646789', accountName: 'SWIFT RIDERS LTD' },
  chidiOkeke: { bankCode: '044', accountNumber: '0700043213', accountName: 'CHIDI OKEKE' },
} as const;

/**
 * Test numbers (valid NUBANs at GTBank, 058): the name enquiry finds no account behind
 * `notFound` (its serial starts with 000); a withdrawal to `dormant` (ends in 0000) fails
 * when it settles and the money comes back.
 */
export const TEST_ACCOUNTS = {
  notFound: { bankCode: '058', accountNumber: '0001230005' },
  dormant: { bankCode: '058', accountNumber: '0120060000' },
} as const;

/** The names the "bank" holds for any other account: one of these, chosen by the number. */
const accountNames = [
  'ADEBAYO OLUWASEUN JAMES',
  'CHINONSO GRACE EZE',
  'MUSA ABUBAKAR SADIQ',
  'FOLAKE ADUNNI BALOGUN',
  'EMEKA JOHN NWANKWO',
  'HAUWA AISHA BELLO',
  'TUNDE AKINWALE OGUNLEYE',
  'NGOZI BLESSING OKONKWO',
  'IBRAHIM YUSUF GARBA',
  'YETUNDE MORENIKE ADEYEMI',
  'OBINNA PAUL OKAFOR',
  'ZAINAB HALIMA IBRAHIM',
  'SEGUN DAVID ADEWUMI',
  'AMAKA JOY OBI',
  'KELECHI SAMUEL IHEANACHO',
  'FUNMILAYO ESTHER ALABI',
] as const;

/** The name the bank holds for an account (name enquiry), for a number not seeded with its own name: fixed per number. */
export function accountNameFor(accountNumber: string): string {
  const index = Number(accountNumber.slice(0, 9)) % accountNames.length;
  return accountNames[index] ?? accountNames[0];
}

/** The holder's name the name enquiry answers for an account of a known bank. */
function holderNameOf(bankCode: string, accountNumber: string): string {
  const named = Object.values(namedAccounts).find((a) => a.bankCode === bankCode && a.accountNumber === accountNumber);
  return named?.accountName ?? accountNameFor(accountNumber);
}

/** `GTBank ••••6789`: an account as a movement names it. */
export const maskedAccount = (bankName: string, accountNumber: string) => `${bankName} ••••${accountNumber.slice(-4)}`;

/**
 * Name enquiry, as a bank's NIP would answer it. The contract's schema has already refused a
 * malformed number or a wrong check digit (400). Here: an unknown bank code (400), no account
 * behind the number (422: a serial starting with 000), else the bank's and the holder's names.
 */
export function nameEnquiry({ bankCode, accountNumber }: BankAccountRequest): {
  bankName: string;
  accountName: string;
} {
  const bank = bankNamed(bankCode);
  if (!bank) throw new DomainError(400, 'bank_code: Choose a bank from the list', 'UNKNOWN_BANK');
  if (isUnknownAccount(accountNumber)) {
    throw new DomainError(422, `No account found with that number at ${bank.name}`, 'ACCOUNT_NOT_FOUND');
  }
  return { bankName: bank.name, accountName: holderNameOf(bankCode, accountNumber) };
}
