import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serveMockOverHttp } from './serve';

/* GET /api/openapi.json over a real socket: the committed reference, as a tool such as an OpenAPI viewer fetches it. */

const mock = serveMockOverHttp();
const committed = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '..', '..', '..', 'docs', 'openapi.json'), 'utf8'),
) as unknown;

describe('the HTTP mock: GET /api/openapi.json', () => {
  it('answers 200 with the committed OpenAPI document, as JSON, to anyone', async () => {
    const response = await fetch(`${mock.origin()}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const document = (await response.json()) as { openapi: string; info: { title: string } };
    expect(document).toEqual(committed);
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.info.title).toBe('DeliverOS Logistics API');
  });

  it('lets the app’s own origin read it (CORS)', async () => {
    const response = await fetch(`${mock.origin()}/api/openapi.json`, { headers: { Origin: 'http://localhost:5173' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });
});
