import { describe, expect, it } from 'vitest';
import { csvDelivery as delivery } from './csv-delivery';
import { deliveriesCsv, deliveriesFileName, deliveriesHeader, deliveryRow } from '../delivery-csv';

describe('deliveries CSV', () => {
  it('writes one row per delivery: quoted where RFC 4180 says, formulas neutralised, naira to the kobo, Lagos dates', () => {
    expect(deliveryRow(delivery)).toBe(
      [
        'DOS-2026-0012',
        'In Transit',
        'High priority',
        '"Chioma ""Chi"" Nwosu"',
        'chioma@example.com',
        "'+234 803 555 0101",
        '"12 Admiralty Way, Lekki Phase 1"',
        'Lagos',
        '5 Awolowo Road',
        'Ikoyi',
        '"\'=HYPERLINK(""http://evil.example"")"',
        'Insulin pens (x20); Cold pack',
        '8500.50',
        '2026-11-25',
        '00:30',
        '2026-11-25',
        '15:05',
        '"Keep cold.\nCall on arrival."',
      ].join(','),
    );
  });

  it('has the header first, CRLF line ends, each delivery once, in the order given', () => {
    const other = { ...delivery, id: 'dlv_0002', trackingNumber: 'DOS-2026-0011', description: 'Laptop' };
    const csv = deliveriesCsv([delivery, other, delivery]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(deliveriesHeader.join(','));
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(lines.filter((line) => line.startsWith('DOS-')).map((line) => line.slice(0, 13))).toEqual([
      'DOS-2026-0012',
      'DOS-2026-0011',
    ]);
  });

  it('names the file after the Lagos day of the export', () => {
    expect(deliveriesFileName(new Date('2026-11-24T23:30:00.000Z'))).toBe('deliveros-deliveries-2026-11-25.csv');
  });
});
