import { toKobo, toNaira } from '@/api/money';
import type { CashOnDelivery, CodMethod } from '@/api/schemas';

/* Cash on delivery (issue 28) in words, for the screens that show it (the detail, needs attention). */

/** How the recipient paid, as a sentence ends: "Collected ₦45,000 in cash". */
export const codMethodPhrases: Record<CodMethod, string> = { cash: 'in cash', transfer: 'by transfer', pos: 'by POS' };

/** How much less than the amount to collect was collected, in naira (0 before the collection). */
export const codShortOf = (cod: CashOnDelivery): number =>
  cod.collected ? toNaira(toKobo(cod.amount) - toKobo(cod.collected.amount)) : 0;
