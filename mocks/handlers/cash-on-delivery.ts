import { endpoints } from '@/api/endpoints';
import { cashHandlingFeeOf, codReportOf, remit, saveCashHandlingFee } from '../cash-on-delivery';
import { handle } from '../http';

/** Cash on delivery (issue 28): the report per rider and day, handing the cash in, the cash-handling fee. */
export const cashOnDeliveryHandlers = [
  handle(endpoints.getCodReport, ({ user, query }) => codReportOf(user.id, query.day)),
  handle(endpoints.remitCod, ({ user, body, ctx }) => remit(ctx.tx, user.id, body.riderId, body.day)),
  handle(endpoints.getCodSettings, ({ user }) => ({ cashHandlingFeePercent: cashHandlingFeeOf(user.id) })),
  handle(endpoints.updateCodSettings, ({ user, body }) => ({
    cashHandlingFeePercent: saveCashHandlingFee(user.id, body.cashHandlingFeePercent),
  })),
];
