/** A count with its noun: "1 row", "2 rows", "1,250 deliveries" (digits grouped as in Nigeria). */
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-NG')} ${n === 1 ? one : many}`;
