import { cpSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { CLIENT_HEADER } from '@mocks/client-identity';
import { clearOutbox, outboxMessages } from '@mocks/control/outbox';
import { db as mockDb, resetDb } from '@mocks/db';
import { settlePendingNow } from '@mocks/ledger';
import { serverApi } from '@mocks/server-api';
import { runDueWebhooks } from '@mocks/webhooks/engine';
import { assembleServer, rememberRemoteAddress, type RunningServer } from '../../assemble';
import type { Message } from '../../domain/messages';
import type { Api } from '../../http/app';
import { buildServerSeed } from '../../seed';
import { connect } from '../../storage/postgres/connect';
import { seedDatabase } from '../../storage/postgres/seed';
import type { StoreName } from './stores';

/*
 * One store behind the API, as the conformance suite talks to it: requests in, replies out, the
 * demo data back before each test, and what the store "sent" (the outbox). The same tests run
 * against each (server/__tests__/conformance).
 */

export interface Envelope {
  success: boolean;
  data: unknown;
  message?: string;
  code?: string;
  livemode?: boolean;
}

export interface Reply {
  status: number;
  headers: Headers;
  json: Envelope;
}

export interface CallOptions {
  method?: string;
  /** An object is sent as JSON; a string as it is. */
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Who asks (the sign-in limits count per client): any name. */
  client?: string;
}

export interface Target {
  store: StoreName;
  call(pathWithQuery: string, options?: CallOptions): Promise<Reply>;
  /** The demo data, and nothing sent. */
  reset(): Promise<void>;
  /** The messages sent since the reset, newest first. */
  outbox(): Promise<Message[]>;
  /** The bank answers every pending movement now (settlement forced, as the server's worker would run it). */
  settle(): Promise<number>;
  /** Sends the webhook deliveries due now (as the worker would) and waits for them; how many attempts. */
  deliverWebhooks(): Promise<number>;
  /** Sets a wallet's balance (kobo) behind the API's back: a wallet at its limit, for the tests of the limit. */
  setBalance(partnerId: string, balance: number): Promise<void>;
  /** SQL stores: every row of every table, as JSON text (a dump of the database, the recorded messages aside). */
  dump?(): Promise<string>;
  /** SQL stores: the running server. */
  server?: RunningServer;
}

const ORIGIN = 'http://localhost:8111';

function requestOf(pathWithQuery: string, { method, body, token, headers = {} }: CallOptions): Request {
  const verb = method ?? (body === undefined ? 'GET' : 'POST');
  return new Request(`${ORIGIN}${pathWithQuery}`, {
    method: verb,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

async function replyOf(response: Response): Promise<Reply> {
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: (text ? JSON.parse(text) : {}) as Envelope };
}

function memoryTarget(): Target {
  return {
    store: 'memory',
    call: async (pathWithQuery, options = {}) => {
      const request = requestOf(pathWithQuery, {
        ...options,
        headers: { ...options.headers, ...(options.client ? { [CLIENT_HEADER]: options.client } : {}) },
      });
      return replyOf(await serverApi(request));
    },
    reset: () => {
      resetDb({});
      clearOutbox();
      return Promise.resolve();
    },
    outbox: () => Promise.resolve(outboxMessages().map(({ id: _id, at: _at, ...message }) => message)),
    settle: () => settlePendingNow(),
    deliverWebhooks: () => runDueWebhooks(),
    setBalance: (partnerId, balance) => {
      const wallet = mockDb.state.wallets.find((w) => w.partnerId === partnerId);
      if (wallet) wallet.balance = balance;
      return Promise.resolve();
    },
  };
}

/**
 * Every table of the database, every row, as JSON (what `pg_dump --data-only` would show) — but
 * the tables of `skipped`: by default the recording provider's `recorded_messages`, the mailboxes
 * and phones the messages went to, which a deployment with real providers does not have
 * (server/platform/recorded-messages.ts). Tables and rows in a fixed order.
 */
export async function dumpOf(
  server: RunningServer,
  skipped: readonly string[] = ['recorded_messages'],
): Promise<string> {
  const db = server.connection.db;
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name
  `.execute(db);
  const parts: string[] = [];
  for (const { table_name: table } of tables.rows) {
    if (skipped.includes(table)) continue;
    const rows = await sql<{ row: string }>`
      select row_to_json(t)::text as row from ${sql.table(table)} t order by 1
    `.execute(db);
    parts.push(`${table}: ${rows.rows.map((r) => r.row).join('\n')}`);
  }
  return parts.join('\n');
}

function sqlTarget(store: 'pglite' | 'postgres', server: RunningServer): Target {
  const api: Api = server.api;
  return {
    store,
    server,
    call: async (pathWithQuery, options = {}) => {
      const request = requestOf(pathWithQuery, options);
      rememberRemoteAddress(request, options.client ?? '127.0.0.1');
      return replyOf(await api(request));
    },
    // The demo data: every table emptied first, the recorded messages too.
    reset: () => seedDatabase(server.connection.db, buildServerSeed()),
    // What the relay has sent by now (it runs after each commit), and whatever it has not yet.
    outbox: () => server.recordedMessages(),
    settle: () => server.settle({ everything: true }),
    deliverWebhooks: () => server.deliverWebhooks(),
    setBalance: async (partnerId, balance) => {
      await server.connection.db.updateTable('wallets').set({ balance }).where('partner_id', '=', partnerId).execute();
    },
    dump: () => dumpOf(server),
  };
}

const options = { appOrigin: 'http://localhost:5173', verificationCodes: 'demo', demoData: false } as const;

/** This worker's database on the PostgreSQL of DATABASE_URL: its own, made afresh. */
async function workerDatabase(url: string): Promise<string> {
  const name = `deliveros_test_${process.env.VITEST_POOL_ID ?? '1'}`;
  const admin = await connect({ url, poolSize: 1 });
  await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  await admin.close();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return own.toString();
}

const opened = new Map<StoreName, Promise<Target>>();

/** The store's target, opened once per test worker. */
export function targetOf(store: StoreName): Promise<Target> {
  let target = opened.get(store);
  if (!target) {
    target = open(store);
    opened.set(store, target);
  }
  return target;
}

async function open(store: StoreName): Promise<Target> {
  if (store === 'memory') return memoryTarget();
  if (store === 'pglite') {
    // Beside the template, in the run's folder: removed with it when the run ends (global-setup.ts).
    const template = inject('pgliteTemplate');
    const dataDir = path.join(mkdtempSync(path.join(path.dirname(template), 'worker-')), 'data');
    cpSync(template, dataDir, { recursive: true });
    return sqlTarget('pglite', await assembleServer({ ...options, dataDir }));
  }
  const url = process.env.DATABASE_URL ?? '';
  return sqlTarget(
    'postgres',
    await assembleServer({ ...options, databaseUrl: await workerDatabase(url), poolSize: 25 }),
  );
}
