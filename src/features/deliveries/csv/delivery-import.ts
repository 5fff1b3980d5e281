import { priorities, type CreateDeliveryRequest, type Priority } from '@/api/schemas';
import { createDeliveryRequest } from '@/api/schemas/delivery-writes';
import { csvDocument, csvField, textField } from '@/components/csv';
import { lagosDay } from '@/components/ui/lagos-time';
import { plural } from '@/components/ui/plural';
import {
  createDeliveryFormSchema,
  toCreateDeliveryRequest,
  type CreateDeliveryFormInput,
} from '@/forms/create-delivery-form';
import { priorityLabels } from '../badges';
import { deliveriesHeader } from './delivery-csv-columns';
import { etaMessages, readEtaDate, readEtaTime } from './eta-cells';

/*
 * New deliveries from a CSV file (issue 15): the export's own format read back, and the dates,
 * times and item lists a spreadsheet writes (day-first dates, am/pm: eta-cells.ts). Each row is
 * checked by the create form's schema (the same words as the form) and then by the contract;
 * a row with errors is never sent. Pure apart from papaparse, which loads with the first file.
 *
 * Row numbers are those a spreadsheet shows: the header is row 1, the first delivery row 2
 * (a quoted cell holding a line break stays one row; blank rows are skipped but counted).
 */

export const importLimits = {
  /** Bytes of a file. */
  maxBytes: 2 * 1024 * 1024,
  /** Delivery rows of a file. */
  maxRows: 1_000,
} as const;

type Column = (typeof deliveriesHeader)[number];
/** Cash on delivery (issue 28): read by the import, never written by the export (a delivery's amount to collect). */
export const codColumn = 'Cash on delivery (NGN)';

/** The columns a row must have: everything a new delivery needs. */
export const requiredColumns = [
  'Customer',
  'Customer email',
  'Customer phone',
  'Pickup address',
  'Pickup city',
  'Drop-off address',
  'Drop-off city',
  'Description',
  'Items',
  'Price (NGN)',
  'ETA date',
  'ETA time',
] as const satisfies readonly Column[];
/** Read when present: Priority (Medium when absent or blank), Special instructions, Cash on delivery (blank: none). */
export const optionalColumns = ['Priority', 'Special instructions', codColumn] as const satisfies readonly (
  Column | typeof codColumn
)[];
/** The export's columns that describe an existing delivery: each row becomes a NEW pending one. */
export const ignoredColumns = ['Tracking number', 'Status', 'Created date', 'Created time'] as const;

type ReadColumn = (typeof requiredColumns)[number] | (typeof optionalColumns)[number];

export interface RowError {
  /** The column at fault, as the header names it. */
  column: string;
  message: string;
}

export interface ImportRow {
  /** Its row number in the file (the header is row 1). */
  row: number;
  /** The cells as the file holds them, in the file's column order (for the error report). */
  cells: string[];
  /** What the preview shows. */
  customer: string;
  fromCity: string;
  toCity: string;
  price: string;
  /** "2026-11-25 14:30" or "15/01/2027 2pm", as the file has it. */
  eta: string;
  /** The contract's request, when the row has no errors. */
  request: CreateDeliveryRequest | null;
  errors: RowError[];
  /** Worth a look, never blocking (an ETA already past: an export of past work has them). */
  warnings: string[];
}

export type ImportFile =
  | { ok: false; error: string }
  | {
      ok: true;
      /** The file's header, as written. */
      header: string[];
      rows: ImportRow[];
      /** Columns the import does not read (the export's tracking number, status, creation; any other). */
      unread: string[];
    };

/** A file that could be read: its rows, each checked. */
export type ReadFile = Extract<ImportFile, { ok: true }>;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;

/** Why a chosen file cannot be read, before reading it; null when it can. */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (!/\.csv$/i.test(file.name)) return `“${file.name}” is not a CSV file. Please choose a file ending in .csv.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > importLimits.maxBytes)
    return `“${file.name}” is ${megabytes(file.size)}; the most one import takes is ${megabytes(importLimits.maxBytes)}. Please split it into smaller files.`;
  return null;
}

/** Undoes `textField`'s formula neutralising: an apostrophe it put before `= + - @` (tab, CR). */
export const restoreText = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

const normalise = (name: string) => name.trim().toLowerCase();

/** "High priority", "high", "HIGH" → high; blank → medium; anything else → null. */
export function readPriority(text: string): Priority | null {
  const word = normalise(text).replace(/\s+priority$/, '');
  if (word === '') return 'medium';
  return priorities.find((priority) => priority === word) ?? null;
}

/** The form's fields, named by the columns that fill them (for "Row 4 — Price: …"). */
const fieldColumns: Record<keyof CreateDeliveryFormInput, ReadColumn> = {
  customerName: 'Customer',
  customerEmail: 'Customer email',
  customerPhone: 'Customer phone',
  fromAddress: 'Pickup address',
  fromCity: 'Pickup city',
  toAddress: 'Drop-off address',
  toCity: 'Drop-off city',
  description: 'Description',
  items: 'Items',
  price: 'Price (NGN)',
  priority: 'Priority',
  eta: 'ETA date',
  specialInstructions: 'Special instructions',
  cashOnDelivery: codColumn,
  codAmount: codColumn,
};

/** The contract's paths, named by their columns (the contract checks after the form). */
const requestColumns: Record<string, ReadColumn> = {
  'customer.name': 'Customer',
  'customer.email': 'Customer email',
  'customer.phone': 'Customer phone',
  'from.address': 'Pickup address',
  'from.city': 'Pickup city',
  'to.address': 'Drop-off address',
  'to.city': 'Drop-off city',
  description: 'Description',
  items: 'Items',
  price: 'Price (NGN)',
  priority: 'Priority',
  estimatedDelivery: 'ETA date',
  specialInstructions: 'Special instructions',
  'cashOnDelivery.amount': codColumn,
};

export const importMessages = {
  etaDate: etaMessages.date,
  etaTime: etaMessages.time,
  etaNoDay: etaMessages.noDay,
  etaPast: 'ETA is in the past',
  priority: 'Please write High, Medium or Low',
  extraCells: 'This row has more cells than the header has columns (a comma outside quotes?)',
  quotes: 'A quoted cell is not closed on this row',
} as const;

// The import takes an ETA already past (an export of delivered work carries one): it is
// flagged in the preview, not refused. Every other rule is the form's, word for word.
const rowSchema = createDeliveryFormSchema(() => Number.NEGATIVE_INFINITY);

/** One delivery row: its values by column, checked as the form checks them, then by the contract. */
export function readRow(
  values: Partial<Record<ReadColumn, string>>,
  row: number,
  cells: string[],
  now: number = Date.now(),
): ImportRow {
  const text = (column: ReadColumn) => restoreText(values[column] ?? '');
  const errors: RowError[] = [];
  const warnings: string[] = [];
  const add = (column: string, message: string) => {
    if (!errors.some((error) => error.column === column)) errors.push({ column, message });
  };

  const etaDate = (values['ETA date'] ?? '').trim();
  const etaTime = (values['ETA time'] ?? '').trim();
  const day = readEtaDate(etaDate);
  const clock = readEtaTime(etaTime);
  if (!day.ok) add('ETA date', day.message);
  if (clock === null) add('ETA time', importMessages.etaTime);
  // The form's wall-clock value: it turns it into the Lagos instant.
  const eta = day.ok && clock !== null ? `${day.day}T${clock}` : '';

  const priority = readPriority(values.Priority ?? '');
  if (priority === null) add('Priority', importMessages.priority);

  const input: CreateDeliveryFormInput = {
    customerName: text('Customer'),
    customerEmail: text('Customer email'),
    customerPhone: text('Customer phone'),
    fromAddress: text('Pickup address'),
    fromCity: text('Pickup city'),
    toAddress: text('Drop-off address'),
    toCity: text('Drop-off city'),
    description: text('Description'),
    // The export joins the items with "; ", a spreadsheet may put one a line (a quoted cell
    // holds line breaks): the form takes one a line, trimmed, blank ones dropped.
    items: text('Items')
      .split(/;|\r\n?|\n/)
      .join('\n'),
    price: values['Price (NGN)'] ?? '',
    priority: priority ?? 'medium',
    eta,
    specialInstructions: text('Special instructions'),
    cashOnDelivery: (values[codColumn] ?? '').trim() !== '',
    codAmount: values[codColumn] ?? '',
  };

  const checked = rowSchema.safeParse(input);
  let request: CreateDeliveryRequest | null = null;
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0] as keyof CreateDeliveryFormInput;
      // The ETA's own messages above say more than the form's "enter a date and time".
      if (field === 'eta' && errors.some((error) => error.column.startsWith('ETA'))) continue;
      add(fieldColumns[field] ?? String(field), issue.message);
    }
  } else if (errors.length === 0) {
    const body = toCreateDeliveryRequest(checked.data);
    const contract = createDeliveryRequest.safeParse(body);
    if (contract.success) request = contract.data;
    else
      for (const issue of contract.error.issues) {
        const path = issue.path.filter((key) => typeof key === 'string').join('.');
        const column = requestColumns[path] ?? requestColumns[String(issue.path[0])] ?? path;
        add(column, column === 'Customer email' ? 'Please enter a valid email address' : issue.message);
      }
    if (request && Date.parse(request.estimatedDelivery) <= now) warnings.push(importMessages.etaPast);
  }

  return {
    row,
    cells,
    customer: input.customerName.trim(),
    fromCity: input.fromCity.trim(),
    toCity: input.toCity.trim(),
    price: input.price.trim(),
    eta: [etaDate, etaTime].filter(Boolean).join(' '),
    request: errors.length ? null : request,
    errors,
    warnings,
  };
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Reads a CSV file's text: the header matched to the columns (case and spaces around a name do
 * not matter), then each delivery row checked. A file the import cannot use at all (no header,
 * required columns missing, more than 1,000 rows) is one file-level error.
 */
export async function readDeliveriesCsv(text: string, now: number = Date.now()): Promise<ImportFile> {
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: false,
  });
  const records = parsed.data;
  const headerIndex = records.findIndex((cells) => !isBlank(cells));
  if (headerIndex < 0) return { ok: false, error: 'This file has no header row and no deliveries.' };
  const header = records[headerIndex]!;

  const position = new Map<string, number>();
  header.forEach((name, index) => {
    const key = normalise(name);
    if (key && !position.has(key)) position.set(key, index);
  });
  const missing = requiredColumns.filter((column) => !position.has(normalise(column)));
  if (missing.length > 0)
    return {
      ok: false,
      error: `The header is missing ${missing.length === 1 ? 'a required column' : `${missing.length} required columns`}: ${missing.join(', ')}. The first row must name the columns; download the template to see them.`,
    };

  const read = [...requiredColumns, ...optionalColumns];
  const readKeys = new Set(read.map(normalise));
  const unread = header.filter((name) => name.trim() && !readKeys.has(normalise(name)));

  const quoteErrors = new Set(
    parsed.errors.filter((error) => error.type === 'Quotes' && error.row !== undefined).map((error) => error.row!),
  );
  const dataRows = records
    .map((cells, index) => ({ cells, index }))
    .filter(({ cells, index }) => index > headerIndex && !isBlank(cells));
  if (dataRows.length === 0) return { ok: false, error: 'This file has a header but no delivery rows.' };
  if (dataRows.length > importLimits.maxRows)
    return {
      ok: false,
      error: `This file has ${plural(dataRows.length, 'delivery row')}; one import takes at most ${importLimits.maxRows.toLocaleString('en-NG')}. Please split it into smaller files.`,
    };

  const rows = dataRows.map(({ cells, index }) => {
    const values: Partial<Record<ReadColumn, string>> = {};
    for (const column of read) {
      const at = position.get(normalise(column));
      if (at !== undefined) values[column] = cells[at] ?? '';
    }
    const row = readRow(values, index + 1, cells, now);
    const extra = cells.slice(header.length).some((cell) => cell.trim() !== '');
    if (quoteErrors.has(index)) row.errors.unshift({ column: 'Row', message: importMessages.quotes });
    else if (extra) row.errors.unshift({ column: 'Row', message: importMessages.extraCells });
    if (row.errors.length) row.request = null;
    return row;
  });
  return { ok: true, header, rows, unread };
}

/** "Price: The price must be at least ₦1; ETA date: …" */
export const describeErrors = (errors: readonly RowError[]): string =>
  errors.map(({ column, message }) => (column === 'Row' ? message : `${column}: ${message}`)).join('; ');

/**
 * The rows that were not imported, as a CSV: their row number, the cells exactly as the file had
 * them (fix them and import this file again: "Row" and "Error" are not read), and why.
 */
export function errorReportCsv(header: readonly string[], rows: ReadonlyArray<{ row: ImportRow; error: string }>) {
  return csvDocument(
    ['Row', ...header, 'Error'],
    rows.map(({ row, error }) => {
      const cells = header.map((_, index) => row.cells[index] ?? '');
      return [String(row.row), ...cells.map(csvField), textField(error)].join(',');
    }),
  );
}

export const errorReportFileName = (now = new Date()) => `deliveros-import-errors-${lagosDay(now)}.csv`;

/** The export's header and one example row (the columns the import ignores left blank). */
export function templateCsv(now = new Date()): string {
  const tomorrow = lagosDay(new Date(now.getTime() + 24 * 60 * 60_000));
  const example: Record<Column, string> = {
    'Tracking number': '',
    Status: '',
    Priority: priorityLabels.medium,
    Customer: 'Chioma Nwosu',
    'Customer email': 'chioma@example.com',
    'Customer phone': textField('+234 803 555 0101'),
    'Pickup address': '12 Admiralty Way, Lekki Phase 1',
    'Pickup city': 'Lagos',
    'Drop-off address': '5 Awolowo Road, Ikoyi',
    'Drop-off city': 'Lagos',
    Description: 'Store restock',
    Items: 'Rice (2 bags); Vegetable oil (5 L)',
    'Price (NGN)': '8500.00',
    'Created date': '',
    'Created time': '',
    'ETA date': tomorrow,
    'ETA time': '14:30',
    'Special instructions': 'Call on arrival',
  };
  return csvDocument(deliveriesHeader, [deliveriesHeader.map((column) => csvField(example[column])).join(',')]);
}

export const templateFileName = 'deliveros-import-template.csv';

/** Row numbers (ascending) as the report says them: "Row 4", "Rows 2, 4", "Rows 2–101, 103". */
export function rowList(rows: readonly number[]): string {
  const ranges: string[] = [];
  for (let start = 0; start < rows.length;) {
    let end = start;
    while (end + 1 < rows.length && rows[end + 1] === rows[end]! + 1) end += 1;
    ranges.push(end - start >= 2 ? `${rows[start]}–${rows[end]}` : rows.slice(start, end + 1).join(', '));
    start = end + 1;
  }
  return `${rows.length === 1 ? 'Row' : 'Rows'} ${ranges.join(', ')}`;
}
