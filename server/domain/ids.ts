/*
 * Ids of new records: the prefix of their kind (`usr_`, `dlv_`, `txn_`…) and 16 random hex digits,
 * so that no id tells how many records there are or which came before (ids are not counters; a
 * delivery's tracking number is the counter a partner reads: server/domain/deliveries).
 */
export function newId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `${prefix}_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
