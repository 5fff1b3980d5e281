import { describe, expect, it } from 'vitest';
import { codFaultRows } from '@/test/cod-faults';
import { faultRows, installFaultTimers } from '@/test/faults';

/*
 * Fault matrix, the Riders section's cash-on-delivery view (issue 28): the day's report, Mark
 * remitted and the cash-handling fee. Its rows live in src/test/cod-faults.ts and run here,
 * beside the rest of the group (riders.test.tsx, which counts them toward the group's endpoints).
 */
describe('faults: riders, cash on delivery', () => {
  installFaultTimers();

  it('has a row for each cash-on-delivery endpoint the view calls', () => {
    expect(codFaultRows.map((row) => row.endpoint).sort()).toEqual(
      ['getCodReport', 'remitCod', 'getCodSettings', 'updateCodSettings'].sort(),
    );
  });

  faultRows(codFaultRows);
});
