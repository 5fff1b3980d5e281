/* Column values to the domain's and back: times as epoch ms, int8 as numbers. */

export const time = (ms: number): Date => new Date(ms);
export const ms = (date: Date): number => date.getTime();
/** An int8 (text from node-postgres) as a number: exact, as every stored amount is bounded far below 2^53. */
export const int = (value: string | number | bigint): number => Number(value);

/** A LIKE pattern finding `text` anywhere: its own % _ and \ taken literally. */
export const likeAnywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** PostgreSQL's unique_violation (23505). */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
