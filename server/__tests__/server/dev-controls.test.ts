import { describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../config';
import type { Message } from '../../domain/messages';
import { answerDevControl, type DevControls } from '../../http/dev-controls';

/* The development controls of `npm run server` (server/http/dev-controls.ts): off unless asked for; a foreign page cannot use them. */

function controls() {
  const reset = vi.fn(() => Promise.resolve());
  const message: Message = {
    kind: 'verification',
    to: 'ada@example.com',
    subject: 'Your code',
    text: 'Your code is 123456',
  };
  const devControls: DevControls = {
    messages: () => Promise.resolve([message]),
    reset,
    allowOrigin: (origin) => origin === 'http://localhost:5173',
  };
  return { devControls, reset, message };
}

const call = (path: string, init: RequestInit = {}) => new Request(`http://localhost:8111${path}`, init);

describe('development controls', () => {
  it('are off unless DEV_CONTROLS=on', () => {
    const devControls = (env: NodeJS.ProcessEnv) => {
      const read = readConfig(env);
      return 'config' in read ? read.config.DEV_CONTROLS : read.problems;
    };
    expect(devControls({})).toBe('off');
    expect(devControls({ DEV_CONTROLS: 'on' })).toBe('on');
  });

  it('leave every other request to the API', async () => {
    const { devControls } = controls();
    expect(await answerDevControl(call('/api/auth/signin', { method: 'POST' }), devControls)).toBeUndefined();
  });

  it('reset the data and read the outbox from the app or a tool', async () => {
    const { devControls, reset, message } = controls();
    const fromApp = { method: 'POST', headers: { Origin: 'http://localhost:5173' } };
    expect((await answerDevControl(call('/__dev/reset', fromApp), devControls))?.status).toBe(200);
    expect(reset).toHaveBeenCalledTimes(1);
    const outbox = await answerDevControl(call('/__dev/outbox'), devControls);
    expect(await outbox?.json()).toEqual({ success: true, data: { messages: [message] } });
    expect((await answerDevControl(call('/__dev/nothing'), devControls))?.status).toBe(404);
  });

  it('refuse a page of another origin, and change nothing', async () => {
    const { devControls, reset } = controls();
    const foreign = { method: 'POST', headers: { Origin: 'https://evil.example' } };
    const reply = await answerDevControl(call('/__dev/reset', foreign), devControls);
    expect(reply?.status).toBe(403);
    expect(reset).not.toHaveBeenCalled();
  });
});
