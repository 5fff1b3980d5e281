/*
 * Ids of new records: the prefix of their kind (`usr_`, `dlv_`, `txn_`…), then the moment they were
 * made (milliseconds, base 36, fixed width), a counter within that millisecond, and random digits.
 * So ids sort in the order records were made (a list's tie-break between records of one instant
 * keeps the newest first, as a batch of deliveries was written), and none tells how many records
 * there are or guesses another's (the random part; a delivery's tracking code is 80 random bits).
 */

let lastMs = 0;
let counter = 0;

export function newId(prefix: string, now = Date.now()): string {
  if (now === lastMs) counter += 1;
  else {
    lastMs = now;
    counter = 0;
  }
  const time = now.toString(36).padStart(9, '0');
  const within = counter.toString(36).padStart(3, '0');
  const random = Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return `${prefix}_${time}${within}${random}`;
}
