/**
 * Every reply of the API carries `X-Request-Id: req_<24 hex>` (issue 25): what a developer
 * quotes to support, and what the request log will be searched by. Random, never a counter.
 */
export const REQUEST_ID_HEADER = 'X-Request-Id';

export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `req_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
