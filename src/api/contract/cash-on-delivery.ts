import * as s from '../schemas/cash-on-delivery';
import { endpoint } from './endpoint';

/** Cash on delivery (issue 28): the report per rider and day, handing the cash in, the cash-handling fee. */
export const cashOnDeliveryEndpoints = {
  getCodReport: endpoint({
    method: 'GET',
    path: '/api/cash-on-delivery/report',
    auth: 'user',
    query: s.codReportQuery,
    reply: s.codReport,
  }),
  remitCod: endpoint({
    method: 'POST',
    path: '/api/cash-on-delivery/remittances',
    auth: 'user',
    body: s.codRemittanceRequest,
    reply: s.codRemittance,
  }),
  getCodSettings: endpoint({
    method: 'GET',
    path: '/api/cash-on-delivery/settings',
    auth: 'user',
    reply: s.codSettings,
  }),
  updateCodSettings: endpoint({
    method: 'PUT',
    path: '/api/cash-on-delivery/settings',
    auth: 'user',
    body: s.codSettings,
    reply: s.codSettings,
  }),
} as const;
