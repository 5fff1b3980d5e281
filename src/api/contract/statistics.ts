import * as s from '../schemas';
import { endpoint } from './endpoint';

/** Statistics. */
export const statisticsEndpoints = {
  getDeliveryStatistics: endpoint({
    method: 'GET',
    path: '/api/statistics/deliveries',
    auth: 'user',
    reply: s.deliveryStatistics,
  }),
  getPerformance: endpoint({
    method: 'GET',
    path: '/api/statistics/performance',
    auth: 'user',
    query: s.performanceQuery,
    reply: s.performance,
  }),
} as const;
