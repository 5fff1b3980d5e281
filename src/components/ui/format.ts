/**
 * Naira, one way everywhere (docs/product.md#money): whole naira, e.g. ₦125,000 — with the kobo when there are some,
 * ₦150.50.
 */
const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });
const nairaKobo = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 2 });
// Dates as a Lagos partner reads them, whatever the device's own time zone (docs/product.md#dates-and-times).
const day = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });
const dayTime = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' });

export const formatNaira = (amount: number): string => (Number.isInteger(amount) ? naira : nairaKobo).format(amount);
/** "14 May 2026" in Lagos. */
export const formatDate = (when: string | Date): string => day.format(new Date(when));
/** "14 May 2026, 10:32" in Lagos. */
export const formatDateTime = (when: string | Date): string => dayTime.format(new Date(when));
