import { request } from './client';
import { statisticsEndpoints as endpoints } from './contract/statistics';
import type { PerformanceQuery } from './schemas';

export const getDeliveryStatistics = (signal?: AbortSignal) => request(endpoints.getDeliveryStatistics, { signal });
export const getPerformance = (query: PerformanceQuery = {}, signal?: AbortSignal) =>
  request(endpoints.getPerformance, { query, signal });
