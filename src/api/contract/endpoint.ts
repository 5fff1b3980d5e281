import type { z } from 'zod/mini';

/*
 * The contract, one file per domain (src/api/contract/<domain>.ts), put together in
 * src/api/endpoints.ts. Each endpoint: method, path, who may call it, and the zod schemas of
 * its body, query and reply (app camelCase; the wire is snake_case, see schemas/common.ts).
 * A screen's code imports its domains' files only, so the browser loads the schemas it uses.
 *
 * Roles: an account is a `partner` (a logistics company) or an `operator` (DeliverOS's own
 * staff). A `user` endpoint without `role` is a partner's; `role: 'operator'` marks an
 * operations-only endpoint; `role: 'any'` one both may call (me, logout, refresh). The other
 * role's token is refused with 403 `FORBIDDEN`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointDef {
  method: HttpMethod;
  path: `/api/${string}`;
  auth: 'public' | 'user' | 'refresh';
  /** Who of the signed-in may call it (see above); absent: partners only. */
  role?: 'operator' | 'any';
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  reply: z.ZodMiniType;
  /** 201 for calls that create something. */
  status?: 200 | 201;
  idempotent?: boolean;
}

export type UserRole = 'partner' | 'operator';

/** Whether an account of `role` may call `def` (public endpoints: anyone). */
export const roleMayCall = (def: Pick<EndpointDef, 'auth' | 'role'>, role: UserRole): boolean =>
  def.auth === 'public' || def.role === 'any' || (def.role === 'operator') === (role === 'operator');

export const endpoint = <const E extends EndpointDef>(def: E): E => def;

/** `/api/deliveries/:id/accept` → `{ id: string }`. */
export type PathParams<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : Record<never, never>;

export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
