import { describe, expect, it } from 'vitest';
import { deliveryFleetFaultRows } from '@/test/delivery-fleet-faults';
import { faultRows, installFaultTimers } from '@/test/faults';

/*
 * Fault matrix, the deliveries' fleet steps (issue 27): its rows live in
 * src/test/delivery-fleet-faults.ts and run here, beside the rest of the group (deliveries.test.tsx,
 * which counts them toward the group's endpoints).
 */
describe('faults: deliveries, riders and proof of delivery', () => {
  installFaultTimers();

  it('has a row for each fleet step a delivery’s screens call', () => {
    expect(deliveryFleetFaultRows.map((row) => row.endpoint).sort()).toEqual(
      [
        'assignDelivery',
        'verifyDeliveryCode',
        'completeDelivery',
        'getDeliveryProof',
        'recordFailedAttempt',
        'returnDelivery',
      ].sort(),
    );
  });

  faultRows(deliveryFleetFaultRows);
});
