import { faultLimits, type FaultInput, type FaultKind, type FaultMethod } from './control-api';
import { catalog } from './endpoint-catalog';

/* The add-a-fault-rule form's values as typed, their checks, and the rule they make. */

export type Times = 'once' | 'n' | 'always';

export interface FaultFormValues {
  target: 'endpoint' | 'path';
  endpoint: string;
  path: string;
  method: FaultMethod | '';
  kind: FaultKind;
  status: string;
  message: string;
  times: Times;
  count: string;
}

export type FormErrors = Partial<Record<'path' | 'status' | 'message' | 'count', string>>;

export const initialFaultForm: FaultFormValues = {
  target: 'endpoint',
  endpoint: catalog.find((entry) => entry.name === 'listDeliveries')?.name ?? catalog[0]!.name,
  path: '/api/',
  method: '',
  kind: 'status',
  status: String(faultLimits.defaultStatus),
  message: '',
  times: 'once',
  count: '3',
};

/** Kinds whose answer carries a message. */
export const takesMessage = (kind: FaultKind) => kind === 'status' || kind === 'success-false';

/** The form's errors, or — when there are none — the rule to add. */
export function checkFaultForm(values: FaultFormValues): { errors: FormErrors; input: FaultInput | null } {
  const { target, endpoint, method, kind, status, message, times, count } = values;
  const withMessage = takesMessage(kind);
  const errors: FormErrors = {};
  const path = values.path.trim();
  if (target === 'path' && !/^\/api\/[^\s?#]*$/.test(path)) {
    errors.path = 'A path under /api/ without a query, e.g. /api/wallet/*';
  }
  const statusNumber = Number(status);
  if (
    kind === 'status' &&
    (!/^\d+$/.test(status.trim()) || statusNumber < faultLimits.minStatus || statusNumber > faultLimits.maxStatus)
  ) {
    errors.status = `A status from ${faultLimits.minStatus} to ${faultLimits.maxStatus}`;
  }
  if (withMessage && message.length > faultLimits.maxMessage)
    errors.message = `At most ${faultLimits.maxMessage} characters`;
  const countNumber = Number(count);
  if (times === 'n' && (!/^\d+$/.test(count.trim()) || countNumber < 1 || countNumber > 1000)) {
    errors.count = 'A number of requests from 1 to 1,000';
  }
  if (Object.keys(errors).length > 0) return { errors, input: null };

  const input: FaultInput = {
    ...(target === 'endpoint' ? { endpoint } : { path, ...(method ? { method } : {}) }),
    kind,
    ...(kind === 'status' ? { status: statusNumber } : {}),
    ...(withMessage && message.trim() ? { message: message.trim() } : {}),
    times: times === 'once' ? 1 : times === 'n' ? countNumber : null,
  };
  return { errors, input };
}
