/*
 * What a delivery's action asks for before it runs, loaded together on the first such click (one
 * file to fetch, and one preload list in the section's first visit rather than three).
 */
export { AssignRiderForm } from './assign-rider-form';
export { RejectDeliveryForm } from './reject-delivery-form';
export { DeliverDialog } from '../proof/deliver-dialog';
