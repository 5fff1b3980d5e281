import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerHealth } from '../../http/health';
import { migrations } from '../../storage/postgres/migrations';
import { migrateToLatest, readiness } from '../../storage/postgres/migrate';
import { ownDatabase } from '../support/own-database';

/* GET /healthz and /readyz (server/http/health.ts): up, and ready only once every migration has run. */

const get = (pathname: string) => new Request(`http://localhost:8111${pathname}`);
const names = Object.keys(migrations).sort();

let database: Awaited<ReturnType<typeof ownDatabase>>;
beforeAll(async () => {
  database = await ownDatabase();
}, 60_000);
afterAll(() => database.dispose());

describe('health checks', () => {
  it('/healthz answers 200 while the process is up; other paths are not its', async () => {
    const down = () => Promise.resolve({ ready: false, pending: [], problem: 'The database does not answer' });
    const reply = await answerHealth(get('/healthz'), down);
    expect(reply?.status).toBe(200);
    expect(await reply?.json()).toEqual({ status: 'ok' });
    expect(await answerHealth(get('/api/auth/me'), down)).toBeUndefined();
    expect(await answerHealth(new Request('http://localhost:8111/readyz', { method: 'POST' }), down)).toBeUndefined();
  });

  it('/readyz is 503 with the migration not run yet, 200 once it has run', async () => {
    const db = database.connection.db;
    const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
    const { error } = await migrator.migrateDown();
    expect(error).toBeUndefined();
    const before = await answerHealth(get('/readyz'), () => readiness(db));
    expect(before?.status).toBe(503);
    expect(await before?.json()).toMatchObject({ status: 'not ready', ready: false, pending: [names.at(-1)] });

    await migrateToLatest(db);
    const after = await answerHealth(get('/readyz'), () => readiness(db));
    expect(after?.status).toBe(200);
    expect(await after?.json()).toEqual({ status: 'ready', ready: true, pending: [] });
  });
});
