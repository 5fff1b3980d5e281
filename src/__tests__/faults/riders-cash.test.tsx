import { codFaultRows } from '@/test/cod-faults';
import { faultRowsFile } from '@/test/faults';

/*
 * Fault matrix, the Riders section's cash-on-delivery view (issue 28): the day's report, Mark
 * remitted and the cash-handling fee. Its rows live in src/test/cod-faults.ts and run here,
 * beside the rest of the group (riders.test.tsx, which counts them toward the group's endpoints).
 */
faultRowsFile(
  'faults: riders, cash on delivery',
  'has a row for each cash-on-delivery endpoint the view calls',
  codFaultRows,
  ['getCodReport', 'remitCod', 'getCodSettings', 'updateCodSettings'],
);
