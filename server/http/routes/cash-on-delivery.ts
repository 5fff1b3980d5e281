import { remitCod } from '../../domain/cash-on-delivery/remittance';
import { codReport } from '../../domain/cash-on-delivery/report';
import { getCodSettings, updateCodSettings } from '../../domain/cash-on-delivery/settings';
import type { RouteTable } from './table';

/** Cash on delivery: the report of a Lagos day, handing the cash in, the cash-handling fee (server/domain/cash-on-delivery). */
export const cashOnDeliveryRoutes = {
  getCodReport: ({ ctx, caller, query, now }) => codReport(ctx, caller.partnerId, query.day, now),
  remitCod: ({ ctx, caller, body, now }) => remitCod(ctx, caller.partnerId, body, now),
  getCodSettings: ({ ctx, caller }) => getCodSettings(ctx, caller.partnerId),
  updateCodSettings: ({ ctx, caller, body }) => updateCodSettings(ctx, caller.partnerId, body),
} satisfies RouteTable;
