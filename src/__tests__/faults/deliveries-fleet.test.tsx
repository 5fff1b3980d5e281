import { deliveryFleetFaultRows } from '@/test/delivery-fleet-faults';
import { faultRowsFile } from '@/test/faults';

/*
 * Fault matrix, the deliveries' fleet steps (issue 27): its rows live in
 * src/test/delivery-fleet-faults.ts and run here, beside the rest of the group (deliveries.test.tsx,
 * which counts them toward the group's endpoints).
 */
faultRowsFile(
  'faults: deliveries, riders and proof of delivery',
  'has a row for each fleet step a delivery’s screens call',
  deliveryFleetFaultRows,
  [
    'assignDelivery',
    'verifyDeliveryCode',
    'completeDelivery',
    'getDeliveryProof',
    'recordFailedAttempt',
    'returnDelivery',
  ],
);
