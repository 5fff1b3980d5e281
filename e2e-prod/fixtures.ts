import { test as base, expect, type Page } from '@playwright/test';
import { apiUrl } from './env';

export { expect };

declare global {
  interface Window {
    __cspViolations?: string[];
    __cspReport?: (violation: string) => Promise<void>;
  }
}

export interface CspWatch {
  /**
   * Every CSP violation the page has seen, over all the documents it loaded:
   * `securitypolicyviolation` events, and console messages about the policy.
   */
  violations: () => Promise<string[]>;
}

/**
 * Runs in every document before its own scripts: a listener that keeps each violation in
 * `window.__cspViolations` and hands it to the test (the list goes with the document).
 */
function recordViolations() {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    const violation = `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile || event.documentURI}:${event.lineNumber} (${event.disposition})`;
    window.__cspViolations?.push(violation);
    void window.__cspReport?.(violation);
  });
}

/** A message the server sent (an e-mail or a text), as its development outbox keeps it. */
export interface OutboxMessage {
  kind: string;
  to: string;
  /** An e-mail's. */
  subject?: string;
  text: string;
  link?: string;
}

/** The messages sent to `recipient` (an e-mail address or a phone number), as the outbox lists them. */
export async function outboxTo(recipient: string): Promise<OutboxMessage[]> {
  const reply = (await (await fetch(`${apiUrl}/__dev/outbox`)).json()) as { data: { messages: OutboxMessage[] } };
  return reply.data.messages.filter((message) => message.to === recipient);
}

const isCspMessage = (text: string) => text.includes('Content Security Policy') || text.includes('Refused to');

export const test = base.extend<{ resetData: void; csp: CspWatch }>({
  // One server serves every test: each starts from the demo data (its development controls).
  resetData: [
    async ({ request }, provide) => {
      const reset = await request.post(`${apiUrl}/__dev/reset`);
      expect(reset.ok(), `POST ${apiUrl}/__dev/reset answered ${reset.status()}`).toBe(true);
      await provide();
    },
    { auto: true },
  ],

  csp: async ({ page }, provide) => {
    const seen: string[] = [];
    await page.exposeFunction('__cspReport', (violation: string) => {
      seen.push(`event: ${violation}`);
    });
    page.on('console', (message) => {
      if (isCspMessage(message.text())) seen.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (isCspMessage(error.message)) seen.push(`page error: ${error.message}`);
    });
    await page.addInitScript(recordViolations);

    /** The current document's own list too, in case a report is still on its way to the test. */
    const inPage = async (target: Page) =>
      (await target.evaluate(() => window.__cspViolations ?? [])).map((v) => `event: ${v}`);
    await provide({ violations: async () => [...new Set([...seen, ...(await inPage(page))])] });
  },
});
