import { describe, expect, it } from 'vitest';
import type { Delivery } from '@/api/schemas';
import { csvDelivery as delivery } from './csv-delivery';
import { csvDocument } from '@/components/csv';
import { deliveriesCsv, deliveriesHeader, deliveryRow } from '../delivery-csv';
import {
  codColumn,
  errorReportCsv,
  fileProblem,
  importLimits,
  importMessages,
  readDeliveriesCsv,
  restoreText,
  rowList,
  templateCsv,
  type ImportFile,
} from '../delivery-import';

/** Before the deliveries' ETAs (2026-11-25): none is in the past. */
const now = Date.parse('2026-11-20T09:00:00.000Z');

/** A file of the export's header and these rows, each a delivery changed by `change` (or a raw line). */
const fileOf = (...rows: Array<Partial<Delivery> | string>) =>
  csvDocument(
    deliveriesHeader,
    rows.map((row) => (typeof row === 'string' ? row : deliveryRow({ ...delivery, ...row }))),
  );

async function read(text: string, at = now) {
  const file = await readDeliveriesCsv(text, at);
  if (!file.ok) throw new Error(`Expected a readable file, got: ${file.error}`);
  return file;
}

const errorsOf = (file: Extract<ImportFile, { ok: true }>, index = 0) =>
  file.rows[index]!.errors.map(({ column, message }) => `${column}: ${message}`);

/** A raw line of a valid delivery with this ETA date and time, as a spreadsheet may write them. */
const etaRow = (date: string, time: string) =>
  `x,Pending,Medium priority,Ada,ada@example.com,0803,1 Road,Lagos,2 Road,Abuja,Box,Box,1500,,,${date},${time},`;

describe('CSV import: reading a file', () => {
  it('reads an exported row back as the same delivery (a new one: tracking number, status, creation ignored)', async () => {
    // The file exactly as Export CSV saves it: a byte-order mark, then CRLF lines.
    const file = await read(`\uFEFF${deliveriesCsv([delivery])}`);
    expect(file.rows).toHaveLength(1);
    const [row] = file.rows;
    expect(row!.errors).toEqual([]);
    expect(row!.row).toBe(2);
    // The exported delivery's own fields, as they were: a round trip loses nothing.
    const { customer, from, to, description, items, price, priority, estimatedDelivery, specialInstructions } =
      delivery;
    expect(row!.request).toEqual({
      customer,
      from,
      to,
      description,
      items,
      price,
      priority,
      estimatedDelivery,
      specialInstructions,
    });
    expect(file.unread).toEqual(['Tracking number', 'Status', 'Created date', 'Created time']);
  });

  it('restores the text textField neutralised (the apostrophe before = + - @), and only that', async () => {
    expect(restoreText("'+234 803 555 0101")).toBe('+234 803 555 0101');
    expect(restoreText("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(restoreText("'-5 Broad Street")).toBe('-5 Broad Street');
    expect(restoreText("'@home")).toBe('@home');
    expect(restoreText("O'Brien")).toBe("O'Brien");
    expect(restoreText("'quoted'")).toBe("'quoted'");

    const file = await read(fileOf({ customer: { ...delivery.customer, name: '@Ada', phone: '+2348035550101' } }));
    expect(file.rows[0]!.request?.customer).toEqual({
      name: '@Ada',
      email: 'chioma@example.com',
      phone: '+2348035550101',
    });
  });

  it('splits the items at ";" and drops blank ones', async () => {
    const file = await read(fileOf({ items: ['Rice (2 bags)', ' Oil ', 'Salt'] }));
    expect(file.rows[0]!.request?.items).toEqual(['Rice (2 bags)', 'Oil', 'Salt']);
    const blank = await read(fileOf({ items: [' ; '] }));
    expect(errorsOf(blank)).toEqual(['Items: Please list at least one item']);
  });

  it('matches the header case-insensitively and trimmed, in any order; a missing required column is one file-level error', async () => {
    const shuffled = [...deliveriesHeader].reverse().map((name) => `  ${name.toUpperCase()} `);
    // Only cells without commas, so the row split at its commas still lines up.
    const simple = { ...delivery, from: { address: '12 Admiralty Way', city: 'Lagos' } };
    const cells = deliveryRow(simple).split(',');
    expect(cells).toHaveLength(deliveriesHeader.length);
    const reversed = await read(csvDocument(shuffled, [[...cells].reverse().join(',')]));
    expect(reversed.rows[0]!.errors).toEqual([]);
    expect(reversed.rows[0]!.request?.from.address).toBe('12 Admiralty Way');

    const without = deliveriesHeader.filter((name) => name !== 'Price (NGN)' && name !== 'ETA time');
    const missing = await readDeliveriesCsv(csvDocument(without, ['x']), now);
    expect(missing).toEqual({
      ok: false,
      error:
        'The header is missing 2 required columns: Price (NGN), ETA time. The first row must name the columns; download the template to see them.',
    });
  });

  it('says which column of which row is wrong: a bad price, a bad e-mail', async () => {
    const file = await read(
      fileOf(
        { price: 0 },
        { customer: { ...delivery.customer, email: 'chioma@' } },
        delivery,
        'x,Pending,Low priority,Ada,ada@example.com,0803,1 Road,Lagos,2 Road,Abuja,Box,Box,lots,,,2026-11-25,10:00,',
        'x,Pending,Low priority,Ada,ada@example.com,0803,1 Road,Lagos,2 Road,Abuja,Box,Box,20000000,,,2026-11-25,10:00,',
      ),
    );
    expect(file.rows.map((row) => row.row)).toEqual([2, 3, 4, 5, 6]);
    expect(errorsOf(file, 0)).toEqual(['Price (NGN): The price must be at least ₦1']);
    expect(errorsOf(file, 1)).toEqual(['Customer email: Please enter a valid email address']);
    expect(errorsOf(file, 2)).toEqual([]);
    expect(errorsOf(file, 3)).toEqual(['Price (NGN): Enter the amount in naira, e.g. 5000 or 5,000.50']);
    expect(errorsOf(file, 4)).toEqual(['Price (NGN): The price can be at most ₦10,000,000']);
    expect(file.rows.map((row) => row.request !== null)).toEqual([false, false, true, false, false]);
  });

  it('reads the optional Cash on delivery column: blank is none, an amount is what the rider collects', async () => {
    const header = [...deliveriesHeader, codColumn];
    const row = (cod: string) =>
      `x,Pending,Low priority,Ada,ada@example.com,0803,1 Road,Lagos,2 Road,Abuja,Box,Box,1500,,,2026-11-25,10:00,,${cod}`;
    const file = await read(csvDocument(header, [row(''), row('"48,500"'), row('0'), row('cash'), row('12.345')]));
    expect(file.unread).not.toContain(codColumn);
    expect(file.rows[0]!.request).not.toHaveProperty('cashOnDelivery');
    expect(file.rows[1]!.request?.cashOnDelivery).toEqual({ amount: 48_500 });
    expect(errorsOf(file, 2)).toEqual(['Cash on delivery (NGN): The smallest amount to collect is ₦1']);
    expect(errorsOf(file, 3)).toEqual(['Cash on delivery (NGN): Enter the amount in naira, e.g. 5000 or 5,000.50']);
    expect(errorsOf(file, 4)).toEqual(['Cash on delivery (NGN): Use at most 2 decimal places (kobo)']);
    expect(file.rows.map((r) => r.request !== null)).toEqual([true, true, false, false, false]);
    // The export's own files have no such column: nothing to collect.
    expect((await read(fileOf(delivery))).rows[0]!.request).not.toHaveProperty('cashOnDelivery');
  });

  it('checks the ETA date and time: their format, a day that does not exist; a past ETA is only a warning', async () => {
    const file = await read(
      fileOf(
        etaRow('25 Nov 2026', '14:30'),
        etaRow('2026-11-25', '13pm'),
        etaRow('2026-02-30', '10:00'),
        etaRow('', ''),
        etaRow('2026-11-25', '9:05'),
        etaRow('2026-11-01', '10:00'),
        etaRow('2026-13-01', '25:00'),
      ),
    );
    expect(errorsOf(file, 0)).toEqual([`ETA date: ${importMessages.etaDate}`]);
    expect(errorsOf(file, 1)).toEqual([`ETA time: ${importMessages.etaTime}`]);
    expect(errorsOf(file, 2)).toEqual([`ETA date: ${importMessages.etaNoDay}`]);
    expect(errorsOf(file, 3)).toEqual([`ETA date: ${importMessages.etaDate}`, `ETA time: ${importMessages.etaTime}`]);
    // 09:05 in Lagos is 08:05 UTC.
    expect(file.rows[4]!.request?.estimatedDelivery).toBe('2026-11-25T08:05:00.000Z');
    expect(file.rows[5]!.request?.estimatedDelivery).toBe('2026-11-01T09:00:00.000Z');
    expect(file.rows[5]!.warnings).toEqual([importMessages.etaPast]);
    expect(file.rows[4]!.warnings).toEqual([]);
    expect(errorsOf(file, 6)).toEqual([`ETA date: ${importMessages.etaNoDay}`, `ETA time: ${importMessages.etaTime}`]);
  });

  it('reads the dates and times a Nigerian spreadsheet writes: day first, am/pm, in Lagos', async () => {
    const file = await read(
      fileOf(
        etaRow('15/01/2027', '2pm'),
        etaRow('5/1/27', '12am'),
        etaRow('05.01.2027', '11:59 p.m.'),
        etaRow('31-12-26', '12pm'),
        etaRow('31/02/2027', '2:75pm'),
        etaRow('00/01/2027', '0am'),
        etaRow('15/2027/01', '2:30'),
      ),
    );
    // Lagos is UTC+1 all year: 2pm on 15 January is 13:00 UTC.
    expect(file.rows.slice(0, 4).map((r) => r.request?.estimatedDelivery)).toEqual([
      '2027-01-15T13:00:00.000Z',
      '2027-01-04T23:00:00.000Z',
      '2027-01-05T22:59:00.000Z',
      '2026-12-31T11:00:00.000Z',
    ]);
    // The preview shows the cells as the file has them.
    expect(file.rows[0]!.eta).toBe('15/01/2027 2pm');
    expect(errorsOf(file, 4)).toEqual([`ETA date: ${importMessages.etaNoDay}`, `ETA time: ${importMessages.etaTime}`]);
    expect(errorsOf(file, 5)).toEqual([`ETA date: ${importMessages.etaNoDay}`, `ETA time: ${importMessages.etaTime}`]);
    expect(errorsOf(file, 6)).toEqual([`ETA date: ${importMessages.etaDate}`]);
    expect(importMessages.etaDate).toBe(
      'Please write the date day first, as DD/MM/YYYY or D/M/YY (e.g. 15/01/2027 or 15/1/27), or as YYYY-MM-DD',
    );
  });

  it('splits the items at a line break inside a quoted cell as well as at ";"', async () => {
    const line = (items: string) =>
      `x,Pending,Medium priority,Ada,ada@example.com,0803,1 Road,Lagos,2 Road,Abuja,Box,${items},1500,,,15/01/2027,2pm,`;
    const file = await read(fileOf(line('"Rice (2 bags)\r\n Oil ; Salt\n\nSugar\n"'), line('"\n ;\n"')));
    expect(file.rows.map((r) => r.row)).toEqual([2, 3]);
    expect(file.rows[0]!.request?.items).toEqual(['Rice (2 bags)', 'Oil', 'Salt', 'Sugar']);
    expect(errorsOf(file, 1)).toEqual(['Items: Please list at least one item']);
  });

  it('reads the priority by its label or its word; blank is Medium; anything else is an error', async () => {
    const row = (priority: string) =>
      `x,Pending,${priority},Ada,ada@example.com,0803,1 Road,Lagos,2 Road,Abuja,Box,Box,1500,,,2026-11-25,10:00,`;
    const file = await read(fileOf(row('High priority'), row('low'), row(''), row('Urgent')));
    expect(file.rows.map((r) => r.request?.priority ?? null)).toEqual(['high', 'low', 'medium', null]);
    expect(errorsOf(file, 3)).toEqual([`Priority: ${importMessages.priority}`]);
  });

  it('names every empty required field in a row', async () => {
    const file = await read(fileOf('x,Pending,,,,,,,,,,,,,,2026-11-25,10:00,'));
    expect(errorsOf(file)).toEqual([
      "Customer: Please enter the customer's name",
      "Customer email: Please enter the customer's email address",
      "Customer phone: Please enter the customer's phone number",
      'Pickup address: Please enter the pickup address',
      'Pickup city: Please enter the pickup city',
      'Drop-off address: Please enter the drop-off address',
      'Drop-off city: Please enter the drop-off city',
      'Description: Please describe the delivery',
      'Items: Please list at least one item',
      'Price (NGN): Please enter the price',
    ]);
  });

  it('numbers rows as the file does: the header is row 1, blank lines are skipped but counted', async () => {
    const file = await read(
      `${deliveriesHeader.join(',')}\r\n${deliveryRow(delivery)}\r\n\r\n${deliveryRow(delivery)}\r\n`,
    );
    expect(file.rows.map((row) => row.row)).toEqual([2, 4]);
  });

  it('refuses more than 1,000 rows as a whole, and a file with no rows', async () => {
    const line = deliveryRow(delivery);
    const atLimit = await readDeliveriesCsv(
      csvDocument(
        deliveriesHeader,
        Array.from({ length: importLimits.maxRows }, () => line),
      ),
      now,
    );
    expect(atLimit.ok && atLimit.rows.length).toBe(1_000);
    expect(atLimit.ok && atLimit.rows.every((row) => row.request !== null)).toBe(true);
    const over = await readDeliveriesCsv(
      csvDocument(
        deliveriesHeader,
        Array.from({ length: importLimits.maxRows + 1 }, () => line),
      ),
      now,
    );
    expect(over).toEqual({
      ok: false,
      error: 'This file has 1,001 delivery rows; one import takes at most 1,000. Please split it into smaller files.',
    });
    expect(await readDeliveriesCsv(csvDocument(deliveriesHeader, []), now)).toEqual({
      ok: false,
      error: 'This file has a header but no delivery rows.',
    });
    expect(await readDeliveriesCsv('\r\n', now)).toEqual({
      ok: false,
      error: 'This file has no header row and no deliveries.',
    });
  });

  it('flags a row with more cells than the header', async () => {
    const file = await read(fileOf(`${deliveryRow(delivery)},surplus`));
    expect(errorsOf(file)).toEqual([`Row: ${importMessages.extraCells}`]);
    expect(file.rows[0]!.request).toBeNull();
  });

  it('checks a file before reading it: a .csv name, not empty, at most 2 MB', () => {
    expect(fileProblem({ name: 'deliveries.csv', size: 1_000 })).toBeNull();
    expect(fileProblem({ name: 'DELIVERIES.CSV', size: 1_000 })).toBeNull();
    expect(fileProblem({ name: 'deliveries.xlsx', size: 1_000 })).toBe(
      '“deliveries.xlsx” is not a CSV file. Please choose a file ending in .csv.',
    );
    expect(fileProblem({ name: 'a.csv', size: 0 })).toBe('“a.csv” is empty.');
    expect(fileProblem({ name: 'big.csv', size: 3.5 * 1024 * 1024 })).toBe(
      '“big.csv” is 3.5 MB; the most one import takes is 2 MB. Please split it into smaller files.',
    );
  });

  it('writes the rows not imported as a CSV with their row number, the cells as the file had them, and an Error column', async () => {
    const file = await read(fileOf({ price: 0 }, delivery));
    const csv = errorReportCsv(file.header, [
      { row: file.rows[0]!, error: 'Price (NGN): The price must be at least ₦1' },
    ]);
    const [header, line, end] = csv.split('\r\n');
    expect(header).toBe(`Row,${deliveriesHeader.join(',')},Error`);
    expect(line).toBe(`2,${deliveryRow({ ...delivery, price: 0 })},Price (NGN): The price must be at least ₦1`);
    expect(end).toBe('');
  });

  it('offers a template whose example row imports cleanly', async () => {
    const file = await read(templateCsv(new Date(now)));
    expect(file.header).toEqual([...deliveriesHeader]);
    expect(file.rows).toHaveLength(1);
    expect(file.rows[0]!.errors).toEqual([]);
    expect(file.rows[0]!.warnings).toEqual([]);
    expect(file.rows[0]!.request).toMatchObject({
      customer: { phone: '+234 803 555 0101' },
      items: ['Rice (2 bags)', 'Vegetable oil (5 L)'],
      price: 8500,
      priority: 'medium',
    });
  });

  it('says the rows of a report as ranges', () => {
    expect(rowList([4])).toBe('Row 4');
    expect(rowList([2, 4])).toBe('Rows 2, 4');
    expect(rowList([2, 3])).toBe('Rows 2, 3');
    expect(rowList([2, 3, 4, 5, 7, 9, 10, 11])).toBe('Rows 2–5, 7, 9–11');
    expect(rowList(Array.from({ length: 100 }, (_, index) => index + 2))).toBe('Rows 2–101');
  });
});
