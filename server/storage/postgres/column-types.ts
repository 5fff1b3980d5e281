import type { ColumnType } from 'kysely';

/* The column types the tables share (./schema.ts, ./schema-developers.ts). */

export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** An int8: read as text, written as a number or text. */
export type Int8 = ColumnType<string, number | string | bigint, number | string | bigint>;
export type Json<T> = ColumnType<T, string, string>;
