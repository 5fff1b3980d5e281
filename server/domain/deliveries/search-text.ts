import type { SearchNeedle } from './port';
import type { DeliveryRecord } from './records';

/*
 * What a search of the deliveries list looks in (GET /api/deliveries?search=, the contract's
 * words): one text per delivery, lower case, its fields one after another. Each store keeps it
 * (the memory index builds it on the first search; PostgreSQL stores it in a column with a
 * trigram index) and finds a needle in it as a substring.
 */

/** Between two fields: a needle never matches across them. */
const SEPARATOR = '\u0001';

/**
 * Everything a search looks in, lowercased, one field after another. A phone is there as
 * written, as digits, and in the local form (+234 803… → 0803…).
 */
export function deliverySearchText(
  d: Pick<DeliveryRecord, 'trackingNumber' | 'customer' | 'description' | 'items' | 'from' | 'to'>,
): string {
  const digits = d.customer.phone.replace(/\D/g, '');
  const local = digits.startsWith('234') ? `0${digits.slice(3)}` : '';
  return [
    d.trackingNumber,
    d.customer.name,
    d.customer.email,
    d.customer.phone,
    digits,
    local,
    d.description,
    ...d.items,
    d.from.address,
    d.from.city,
    d.to.address,
    d.to.city,
  ]
    .join(SEPARATOR)
    .toLowerCase();
}

/** The digits of a search that looks like a phone number written with separators ("0803 555 0101"), else undefined. */
function phoneDigits(text: string): string | undefined {
  if (!/^\+?[\d\s().-]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  return digits.length >= 4 && digits !== text ? digits : undefined;
}

/** A search as the stores look for it (trimmed, lower case), or undefined for an empty one. */
export function searchNeedle(search: string | undefined): SearchNeedle | undefined {
  const text = search?.trim().toLowerCase();
  if (!text) return undefined;
  return { text, digits: phoneDigits(text) };
}

/** Whether a delivery's search text holds the needle (or, for a phone number, its digits). */
export const matchesNeedle = (searchText: string, { text, digits }: SearchNeedle): boolean =>
  searchText.includes(text) || (digits !== undefined && searchText.includes(digits));
