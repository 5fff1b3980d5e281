/* The CBN's NUBAN rule (10-digit Nigerian account numbers), for the client and the mock. */

/** The CBN check digit of a NUBAN: bank code (3 digits; 5 for other institutions) and 9-digit serial. */
export function nubanCheckDigit(bankCode: string, serial: string): number | null {
  if (!/^\d{9}$/.test(serial)) return null;
  const prefix = bankCode.length === 3 ? bankCode : bankCode.length === 5 ? `9${bankCode}` : null;
  if (!prefix || !/^\d+$/.test(prefix)) return null;
  const digits = `${prefix}${serial}`;
  // Weights 3, 7, 3 repeating over the prefix and serial.
  const weights =
    prefix.length === 3 ? [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3] : [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0);
  const check = 10 - (sum % 10);
  return check === 10 ? 0 : check;
}

/** A 10-digit NUBAN whose check digit fits the bank. */
export function isValidNuban(bankCode: string, accountNumber: string): boolean {
  if (!/^\d{10}$/.test(accountNumber)) return false;
  return nubanCheckDigit(bankCode, accountNumber.slice(0, 9)) === Number(accountNumber[9]);
}
