/** Naira, one way everywhere (PRODUCT.md): whole naira, e.g. ₦125,000 — with the kobo when there are some, ₦150.50. */
const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });
const nairaKobo = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 2 });
const day = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' });
const dayTime = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

export const formatNaira = (amount: number): string => (Number.isInteger(amount) ? naira : nairaKobo).format(amount);
export const formatDate = (iso: string): string => day.format(new Date(iso));
export const formatDateTime = (iso: string): string => dayTime.format(new Date(iso));
