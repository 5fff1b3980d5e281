import { afterEach, describe, expect, it } from 'vitest';
import { getLatency, setLatency } from '@mocks/latency';
import { server } from '@mocks/node';
import { mockControl } from '@/features/mock-panel/control-api';
import { getMockStatus } from '@/features/mock-panel/panel-state';
import { applyReproParams } from '../repro-params';

afterEach(async () => {
  setLatency(0);
  await mockControl.clearFaults();
  await mockControl.setScenario('demo');
  window.history.replaceState(null, '', '/');
});

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

describe('a link that reproduces a QA report', () => {
  it('sets the scenario, the latency and the faults through the control API, then leaves the URL', async () => {
    window.history.replaceState(
      { kept: true },
      '',
      '/dashboard/deliveries?status=pending&scenario=low-balance&latency=250&fault=listDeliveries:status:503:2&fault=/api/wallet/*:network#top',
    );
    const outcome = await applyReproParams();

    expect(outcome?.problems).toEqual([]);
    expect((await mockControl.scenario()).current).toBe('low-balance');
    expect(getLatency()).toBe(250);
    expect(getMockStatus()).toMatchObject({ latencyMs: 250, activeFaults: 2 });
    expect(await mockControl.faults()).toEqual([
      expect.objectContaining({ endpoint: 'listDeliveries', kind: 'status', status: 503, remaining: 2 }),
      expect.objectContaining({ path: '/api/wallet/*', kind: 'network', remaining: null }),
    ]);
    expect(here()).toBe('/dashboard/deliveries?status=pending#top');
    expect(window.history.state).toEqual({ kept: true });
  });

  it('applies what it can and says what it could not, in the mock’s words or its own', async () => {
    window.history.replaceState(
      null,
      '',
      '/signin?fault=withdraw:explode&fault=noSuchEndpoint:network&fault=withdraw:status:500:once',
    );
    const outcome = await applyReproParams();
    expect(outcome?.applied).toEqual(['fault withdraw → status 500']);
    expect(outcome?.problems).toHaveLength(2);
    expect(outcome?.problems[0]).toContain('unknown kind "explode"');
    expect(outcome?.problems[1]).toMatch(/^fault noSuchEndpoint → network: /);
    expect(await mockControl.faults()).toEqual([expect.objectContaining({ endpoint: 'withdraw', times: 1 })]);
    expect(here()).toBe('/signin');
  });

  it('does nothing, and asks nothing, without those parameters', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    window.history.replaceState(null, '', '/dashboard/deliveries?status=pending');
    expect(await applyReproParams()).toBeNull();
    expect(here()).toBe('/dashboard/deliveries?status=pending');
    expect(requests).toEqual([]);
  });
});
