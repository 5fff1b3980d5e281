import * as s from '../schemas/riders';
import { delivery } from '../schemas/deliveries';
import { endpoint } from './endpoint';

/**
 * Riders, dispatch and the fleet map (issue 27): the roster, who carries which delivery, and
 * where the open deliveries are. A key may call these, as it may the deliveries'.
 */
export const riderEndpoints = {
  listRiders: endpoint({
    method: 'GET',
    path: '/api/riders',
    auth: 'user',
    query: s.riderListQuery,
    reply: s.riderList,
  }),
  createRider: endpoint({
    method: 'POST',
    path: '/api/riders',
    auth: 'user',
    body: s.createRiderRequest,
    reply: s.rider,
    status: 201,
  }),
  getRider: endpoint({ method: 'GET', path: '/api/riders/:id', auth: 'user', reply: s.riderDetail }),
  updateRider: endpoint({
    method: 'PATCH',
    path: '/api/riders/:id',
    auth: 'user',
    body: s.updateRiderRequest,
    reply: s.rider,
  }),
  /** Off the roster: refused while the rider carries an open delivery. */
  archiveRider: endpoint({ method: 'POST', path: '/api/riders/:id/archive', auth: 'user', reply: s.rider }),
  restoreRider: endpoint({ method: 'POST', path: '/api/riders/:id/restore', auth: 'user', reply: s.rider }),
  assignDelivery: endpoint({
    method: 'POST',
    path: '/api/deliveries/:id/assign',
    auth: 'user',
    body: s.assignRequest,
    reply: delivery,
  }),
  getFleet: endpoint({ method: 'GET', path: '/api/fleet', auth: 'user', reply: s.fleet }),
} as const;
