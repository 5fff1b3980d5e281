import { describe, expect, it } from 'vitest';
import { codFaultRows } from '@/test/cod-faults';
import { faultMatrix } from '@/test/faults';
import { riderFaultRows } from '@/test/rider-faults';

/*
 * Fault matrix, the Riders section (issue 27): the roster (list, add, edit, archive, restore), a
 * rider's page and the fleet map. The rows live in src/test/rider-faults.ts. Dispatch's calls
 * belong to other groups: the deliveries list (deliveries) and assigning (assignDelivery, not yet
 * in the matrix). The cash-on-delivery view's rows (issue 28) run in riders-cash.test.tsx. See
 * src/test/faults.ts.
 */
describe('faults: riders', () => {
  it('has a row for each riders endpoint a screen calls', () => {
    expect(riderFaultRows.map((row) => row.endpoint).sort()).toEqual(
      ['listRiders', 'createRider', 'getRider', 'updateRider', 'archiveRider', 'restoreRider', 'getFleet'].sort(),
    );
  });

  faultMatrix('riders', riderFaultRows, { elsewhere: codFaultRows });
});
