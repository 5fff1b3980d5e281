import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kill, post, start, type Running } from '../support/process';

/*
 * `npm run server` as deployed (no DEV_CONTROLS), serving a build of the web app: none of `npm run
 * api:mock`'s development tools — the dev panel's /__mock controls, the /__dev outbox and reset —
 * is there. Each answers 404 like any path the API does not have (not the app's index.html), and
 * the data stays.
 */

const folder = mkdtempSync(path.join(tmpdir(), 'deliveros-no-dev-'));
const app = path.join(folder, 'dist');
let server: Running;

beforeAll(async () => {
  mkdirSync(app);
  writeFileSync(path.join(app, 'index.html'), '<!doctype html><title>DeliverOS</title>');
  server = await start({ DATA_DIR: path.join(folder, 'data'), APP_DIST: app });
}, 120_000);
afterAll(async () => {
  await kill(server.child);
  rmSync(folder, { recursive: true, force: true });
});

describe('the production server', () => {
  it('has no development tools: /__mock and /__dev answer 404, and change nothing', async () => {
    const json = { 'Content-Type': 'application/json' };
    const tools: Array<[string, string, string?]> = [
      ['POST', '/__mock/reset', '{"deliveries":0}'],
      ['POST', '/__mock/scenario', '{"name":"empty"}'],
      ['POST', '/__mock/faults', '{"path":"/api/*","kind":"status","status":503}'],
      ['POST', '/__mock/latency', '{"ms":1000}'],
      ['GET', '/__mock/log'],
      ['GET', '/__mock/outbox'],
      ['GET', '/__mock/webhook-receiver'],
      ['GET', '/__dev/outbox'],
      ['POST', '/__dev/reset'],
    ];
    const statuses = [];
    for (const [method, pathname, body] of tools) {
      const reply = await fetch(`${server.origin}${pathname}`, { method, headers: json, ...(body ? { body } : {}) });
      await reply.arrayBuffer();
      statuses.push(`${method} ${pathname} ${reply.status}`);
    }
    expect(statuses).toEqual(tools.map(([method, pathname]) => `${method} ${pathname} 404`));
    // The demo data is as it was: no scenario, no fault rule answers.
    const signIn = await post(server.origin, '/api/auth/signin', {
      email: 'demo@example.com',
      password: 'Partner123!',
    });
    expect(signIn.status).toBe(200);
    const token = String(signIn.json.data.token);
    const list = await fetch(`${server.origin}/api/deliveries?limit=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { data: { total: number } }).data.total).toBeGreaterThan(0);
  });
});
