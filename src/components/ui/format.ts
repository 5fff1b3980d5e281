/** Naira, one way everywhere (PRODUCT.md): whole naira, e.g. ₦125,000. */
const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });
const day = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' });
const dayTime = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

export const formatNaira = (amount: number): string => naira.format(amount);
export const formatDate = (iso: string): string => day.format(new Date(iso));
export const formatDateTime = (iso: string): string => dayTime.format(new Date(iso));
