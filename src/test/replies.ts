import { HttpResponse } from 'msw';

/** The API's failure envelope with `status`, and a message and a code when given (for `server.use`). */
export const failure = (status: number, message?: string, code?: string) =>
  HttpResponse.json(
    { success: false, data: null, ...(message ? { message } : {}), ...(code ? { code } : {}) },
    { status },
  );
