/* Column values to the domain's and back: times as epoch ms, int8 as numbers. */

export function time(ms: number): Date;
export function time(ms: number | undefined): Date | undefined;
export function time(ms: number | undefined): Date | undefined {
  return ms === undefined ? undefined : new Date(ms);
}
export const ms = (date: Date): number => date.getTime();
/** An int8 (text from node-postgres) as a number: exact, as every stored amount is bounded far below 2^53. */
export const int = (value: string | number | bigint): number => Number(value);

/** A LIKE pattern finding `text` anywhere: its own % _ and \ taken literally. */
export const likeAnywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** PostgreSQL's unique_violation (23505). */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/** The columns a patch sets: those whose value is undefined (not given) are left out, `null` kept. */
export function setColumns<T extends Record<string, unknown>>(
  columns: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}

/** A row's nullable columns as a record's optional fields: a `null` (or undefined) one is left out. */
export function optionalFields<T extends Record<string, unknown>>(fields: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };
}

/** A row looked up, as its record: undefined when there is none. */
export async function recordOf<R, T>(lookup: Promise<R | undefined>, toRecord: (row: R) => T): Promise<T | undefined> {
  const row = await lookup;
  return row === undefined ? undefined : toRecord(row);
}
