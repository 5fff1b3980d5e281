import { errorMessages } from '@/api/errors';

/*
 * The faults of the matrix (src/__tests__/faults/), what each is called in a test's name, and
 * the message a screen shows for each.
 */

/** Faults after which the screen shows a failure, then recovers once the fault is gone. */
export const failureFaults = [
  'server-error',
  'network',
  'timeout',
  'wrong-shape',
  'not-json',
  'empty-refusal',
] as const;
export type FailureFault = (typeof failureFaults)[number];
/** Faults of a signed-in call's access token. */
export const sessionFaults = ['expired', 'refresh-fails'] as const;
export type SessionFault = (typeof sessionFaults)[number];
export type Fault = FailureFault | SessionFault;

export const faultLabels: Record<Fault, string> = {
  'server-error': 'a 500 with a message',
  network: 'a network error',
  timeout: 'a hang past the 30 s timeout',
  'wrong-shape': 'a wrong-shape JSON reply',
  'not-json': 'a non-JSON reply',
  'empty-refusal': 'a 200 envelope with success: false and no message',
  expired: 'an expired token: 401 → refresh → retry succeeds',
  'refresh-fails': 'an expired token whose refresh fails: signed out, location kept',
};

/** The message of the injected 500. Screens that show the server's message show this one. */
export const serverMessage = 'The DeliverOS ledger is temporarily unavailable';

/** The message the client's ApiError carries for each fault — what a screen that shows `error.message` shows. */
export function clientMessage(fault: FailureFault): string {
  switch (fault) {
    case 'server-error':
      return serverMessage;
    case 'network':
      return errorMessages.network;
    case 'timeout':
      return errorMessages.timeout;
    case 'wrong-shape':
    case 'not-json':
      return errorMessages.invalidResponse;
    case 'empty-refusal':
      return errorMessages.unexpected;
  }
}

/** Whether the server answered (a status and an envelope), as opposed to no usable answer. */
export const answered = (fault: FailureFault) => fault === 'server-error' || fault === 'empty-refusal';
