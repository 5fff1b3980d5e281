import type { z } from 'zod/mini';
import type { EndpointDef, EndpointName, Endpoints } from '@/api/endpoints';
import type { SessionRecord, UserRecord } from '../../domain/auth/records';
import type { AfterCommit } from '../../domain/after-commit';
import type { Ctx } from '../../domain/ports';

/*
 * How an endpoint of the contract is bound to its use-case: a function of the parsed request (the
 * contract's own schemas have checked body and query) that returns the reply's value, which the
 * app checks against the contract's reply schema and sends in the envelope.
 */

type Output<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** Who calls a signed-in endpoint. */
export interface Caller {
  user: UserRecord;
  /** The sign-in's session; null for a request authenticated by an API key. */
  session: SessionRecord | null;
  /** Whose data the request acts on: the partner's, or its sandbox twin's in test mode. */
  partnerId: string;
  livemode: boolean;
}

export interface RouteContext<E extends EndpointDef> {
  ctx: Ctx;
  body: Output<E['body']>;
  query: Output<E['query']>;
  params: Record<string, string>;
  caller: E['auth'] extends 'public' ? null : Caller;
  /** The request's time (epoch ms): one instant for all its rules. */
  now: number;
  request: Request;
}

/** The reply's value, or the work after the commit that gives it (server/domain/after-commit.ts). */
export type Binding<E extends EndpointDef> = (
  route: RouteContext<E>,
) => Promise<z.input<E['reply']> | AfterCommit<z.input<E['reply']>>>;

/** Bindings of some endpoints, by the contract's names. */
export type RouteTable = { [K in EndpointName]?: Binding<Endpoints[K]> };
