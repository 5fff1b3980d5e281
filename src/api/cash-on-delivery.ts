import { request } from './client';
import { cashOnDeliveryEndpoints as endpoints } from './contract/cash-on-delivery';
import type { CodRemittanceRequest, CodReportQuery, CodSettings } from './schemas/cash-on-delivery';

export const getCodReport = (query: CodReportQuery = {}, signal?: AbortSignal) =>
  request(endpoints.getCodReport, { query, signal });
export const remitCod = (body: CodRemittanceRequest) => request(endpoints.remitCod, { body });
export const getCodSettings = (signal?: AbortSignal) => request(endpoints.getCodSettings, { signal });
export const updateCodSettings = (body: CodSettings) => request(endpoints.updateCodSettings, { body });
