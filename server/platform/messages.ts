import type { Message } from '../domain/messages';

/*
 * Where the server's messages go once their transaction has committed (server/workers/outbox-relay.ts).
 * The default provider sends nothing: it records the last 100, newest first, for the developer
 * and the tests to read (a real e-mail or SMS provider goes behind the same port: docs/server.md).
 */

export interface MessageProvider {
  send(message: Message): Promise<void>;
}

export const RECORDED_MESSAGES = 100;

export class RecordingProvider implements MessageProvider {
  private recorded: Message[] = [];

  send(message: Message): Promise<void> {
    this.recorded = [message, ...this.recorded].slice(0, RECORDED_MESSAGES);
    return Promise.resolve();
  }

  /** The messages sent, newest first. */
  messages(): Message[] {
    return [...this.recorded];
  }

  clear(): void {
    this.recorded = [];
  }
}
