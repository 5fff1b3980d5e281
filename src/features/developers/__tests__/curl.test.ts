import { describe, expect, it } from 'vitest';
import { keyVariable, requestLogCurl } from '../curl';

const api = 'https://api.example.ng';

describe('requestLogCurl', () => {
  it('replays a GET with the test key as a shell variable, never a secret', () => {
    expect(
      requestLogCurl({ method: 'GET', path: '/api/deliveries?page=1&limit=20', mode: 'test', requestBody: null }, api),
    ).toBe(
      `curl 'https://api.example.ng/api/deliveries?page=1&limit=20' -H "Authorization: Bearer $DELIVEROS_TEST_KEY"`,
    );
  });

  it('replays a POST with its JSON body, and a live request with the live key', () => {
    expect(requestLogCurl({ method: 'POST', path: '/api/deliveries', mode: 'live', requestBody: '{"a":1}' }, api)).toBe(
      `curl -X POST 'https://api.example.ng/api/deliveries' -H "Authorization: Bearer $DELIVEROS_LIVE_KEY" -H 'Content-Type: application/json' --data-raw '{"a":1}'`,
    );
  });

  it('escapes a body’s single quotes for a POSIX shell', () => {
    const command = requestLogCurl(
      { method: 'PATCH', path: '/api/deliveries/d_1', mode: 'test', requestBody: `{"note":"Mama's shop"}` },
      api,
    );
    expect(command).toContain(`--data-raw '{"note":"Mama'\\''s shop"}'`);
    expect(command.startsWith(`curl -X PATCH 'https://api.example.ng/api/deliveries/d_1'`)).toBe(true);
  });

  it('quotes a path a shell would otherwise split or expand', () => {
    expect(
      requestLogCurl(
        { method: 'GET', path: "/api/deliveries?search=it's $HOME", mode: 'test', requestBody: null },
        api,
      ),
    ).toMatch(/^curl 'https:\/\/api\.example\.ng\/api\/deliveries\?search=it'\\''s \$HOME' -H /);
  });

  it('names the key variable by mode', () => {
    expect(keyVariable('test')).toBe('DELIVEROS_TEST_KEY');
    expect(keyVariable('live')).toBe('DELIVEROS_LIVE_KEY');
  });
});
