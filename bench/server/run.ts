import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { assembleServer } from '../../server/assemble';
import { connect } from '../../server/storage/postgres/connect';
import { round } from '../lib/stats';
import { seedBulkDeliveries } from './bulk-seed';
import { measureRequests, residentMb, signIn, startServer, stopServer } from './measure';

/*
 * The server's figures (issue 38), on a real PostgreSQL 15 (a throwaway cluster: scripts/pg-cluster.sh)
 * at each size of BENCH_SERVER_SIZES (1,000 and 1,000,000 deliveries of the demo partner):
 * start-up (3 starts, median), resident memory, and the requests of measure.ts. Printed as a
 * table with the machine's load; never pass/fail. `npm run bench:server`, and the end of `npm run bench`.
 */

const root = path.resolve(import.meta.dirname, '..', '..');
const sizes = (process.env.BENCH_SERVER_SIZES ?? '1000,1000000').split(',').map(Number);
const trials = Number(process.env.BENCH_SERVER_TRIALS ?? 100);

const log = (line: string) => console.error(`[bench:server] ${line}`);

export interface ServerFigures {
  deliveries: number;
  startWallMs: number;
  startReadyMs: number;
  residentMb: number;
  requests: Awaited<ReturnType<typeof measureRequests>>;
  load: number[];
}

async function prepare(adminUrl: string, deliveries: number): Promise<string> {
  const name = `bench_${deliveries}`;
  const admin = await connect({ url: adminUrl, poolSize: 1 });
  await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  await admin.close();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const seeded = await assembleServer({
    databaseUrl: url.toString(),
    appOrigin: 'http://localhost:5173',
    verificationCodes: 'demo',
    demoData: true,
    fresh: true,
  });
  const { count } = await seeded.connection.db
    .selectFrom('deliveries' as never)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  log(`${name}: adding ${deliveries - count} deliveries`);
  await seedBulkDeliveries(seeded.connection.db, 'usr_demo', Math.max(0, deliveries - count));
  await seeded.close();
  return url.toString();
}

export async function measureServer(): Promise<ServerFigures[] | null> {
  if (!existsSync('/usr/lib/postgresql/15/bin/initdb')) {
    log('skipped: PostgreSQL 15 is not installed (apt-get install -y postgresql)');
    return null;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'deliveros-bench-pg-'));
  const cluster = path.join(root, 'scripts', 'pg-cluster.sh');
  const adminUrl = execFileSync(cluster, ['start', dir], { encoding: 'utf8' }).trim();
  const figures: ServerFigures[] = [];
  try {
    for (const deliveries of sizes) {
      const url = await prepare(adminUrl, deliveries);
      const starts = [];
      for (let i = 0; i < 3; i += 1) {
        const server = await startServer(url);
        starts.push(server);
        if (i < 2) await stopServer(server);
      }
      const server = starts[2]!;
      const requests = await measureRequests(server, await signIn(server), trials);
      const byWall = starts.map((s) => s.wallMs).sort((a, b) => a - b);
      const byReady = starts.map((s) => s.readyMs).sort((a, b) => a - b);
      figures.push({
        deliveries,
        startWallMs: round(byWall[1]!, 0),
        startReadyMs: byReady[1]!,
        residentMb: residentMb(server),
        requests,
        load: os.loadavg().map((n) => round(n, 2)),
      });
      await stopServer(server);
      log(`${deliveries.toLocaleString('en')} deliveries measured`);
    }
  } finally {
    execFileSync(cluster, ['stop', dir]);
  }
  return figures;
}

const cell = ({ p50, p95 }: { p50: number; p95: number }) => `${p50} / ${p95}`;

export function serverMarkdown(figures: readonly ServerFigures[]): string {
  const rows = [
    ['start-up: spawn to listening (Node + tsx + server), ms', (f: ServerFigures) => String(f.startWallMs)],
    ['start-up: the server’s own (database, migrations, API), ms', (f: ServerFigures) => String(f.startReadyMs)],
    ['resident memory, MB', (f: ServerFigures) => String(f.residentMb)],
    ['GET /api/deliveries (first page), p50 / p95 ms', (f: ServerFigures) => cell(f.requests.list)],
    ['GET /api/deliveries?search=, p50 / p95 ms', (f: ServerFigures) => cell(f.requests.search)],
    ['GET /api/deliveries/attention, p50 / p95 ms', (f: ServerFigures) => cell(f.requests.attention)],
    [
      'POST /api/deliveries/:id/accept (a status change), p50 / p95 ms',
      (f: ServerFigures) => cell(f.requests.statusChange),
    ],
    ['POST /api/wallet/withdraw, p50 / p95 ms', (f: ServerFigures) => cell(f.requests.withdrawal)],
    ['1-min load average after', (f: ServerFigures) => String(f.load[0])],
  ] as const;
  const header = `| PostgreSQL 15, one client | ${figures.map((f) => `${f.deliveries.toLocaleString('en')} deliveries`).join(' | ')} |`;
  const line = `|---|${figures.map(() => '---').join('|')}|`;
  return [header, line, ...rows.map(([name, value]) => `| ${name} | ${figures.map(value).join(' | ')} |`)].join('\n');
}

if (process.argv[1] === import.meta.filename) {
  const figures = await measureServer();
  if (figures) console.log(serverMarkdown(figures));
}
