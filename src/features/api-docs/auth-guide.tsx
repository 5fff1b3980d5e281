import { CodeBlock } from './code-block';
import { ScrollArea } from './scroll-area';
import { Section, text } from './guide-section';
import { WebhooksGuide } from './webhooks-guide';
import { ColumnHeads } from './column-heads';

/*
 * /api-docs' guide before the reference (issue 25): how an integration authenticates (secret
 * keys), what test mode is (a sandbox, `livemode`), and how a request is found again (its
 * X-Request-Id and the request log). The facts are the contract's and the mock's:
 * src/api/schemas/api-keys.ts, src/api/contract/api-keys.ts (`apiKeyMayCall`), server/http/authenticate.ts.
 */

export const guideSections = [
  { id: 'authentication', title: 'Authenticate with a key' },
  { id: 'test-mode', title: 'Test mode' },
  { id: 'request-ids', title: 'Request IDs and logs' },
  { id: 'webhooks', title: 'Receiving webhooks' },
] as const;

const keyErrors: [status: string, code: string, when: string][] = [
  ['401', 'UNAUTHORIZED', 'No key, or a key DeliverOS does not know.'],
  ['401', 'API_KEY_REVOKED', 'The key was revoked in the dashboard.'],
  ['401', 'API_KEY_EXPIRED', 'The key was rolled and its grace period (up to 24 hours) is over: use its new secret.'],
  ['403', 'API_KEY_NOT_ALLOWED', 'A key cannot manage keys, read request logs or call the session’s endpoints.'],
  ['403', 'API_ACCESS_NOT_APPROVED', 'Live keys need approved API access: request it from the home page.'],
];

/** The demo partner's seeded test key (server/seed/api-keys.ts, also in the README): public demo data. */
export const demoTestKey = 'sk_test_SwiftRidersDemoTestKey0000000001';

export function AuthGuide({ server }: { server: string }) {
  const withKey = `DELIVEROS_TEST_KEY=${demoTestKey}
curl ${server}/api/deliveries \\
  -H "Authorization: Bearer $DELIVEROS_TEST_KEY"`;
  const signIn = `TOKEN=$(curl -s -X POST '${server}/api/auth/signin' \\
  -H 'Content-Type: application/json' \\
  -d '{"email":"demo@example.com","password":"Partner123!"}' | jq -r .data.token)`;
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 pt-6 sm:px-6 lg:px-8">
      <Section id="authentication" title="Authenticate with a key">
        <p className={text}>
          Your systems call the API with a <strong>secret key</strong>, sent as{' '}
          <code className="font-mono text-slate-900">Authorization: Bearer sk_test_…</code>. Create keys in the
          dashboard under <strong>Developers</strong>: a secret is shown in full once, then only by its last 4. Keep it
          on your servers, never in a browser or an app. A key may call every partner endpoint below marked{' '}
          <em>API key</em>.
        </p>
        <ScrollArea label="Secret key prefixes" className="max-w-3xl overflow-x-auto rounded-xl ring-1 ring-slate-200">
          <table className="w-full bg-white text-left text-sm">
            <caption className="sr-only">Secret key prefixes</caption>
            <thead className="bg-slate-50 text-slate-600">
              <ColumnHeads columns={['Prefix', 'Acts on']} className="px-3 py-2 font-semibold" />
            </thead>
            <tbody className="divide-y divide-slate-200">
              <tr>
                <td className="px-3 py-2 font-mono text-slate-900">sk_test_</td>
                <td className="px-3 py-2 text-slate-700">your sandbox: test data and test money</td>
              </tr>
              <tr>
                <td className="px-3 py-2 font-mono text-slate-900">sk_live_</td>
                <td className="px-3 py-2 text-slate-700">your live account</td>
              </tr>
            </tbody>
          </table>
        </ScrollArea>
        <p className={text}>
          A secret is the prefix and 32 letters and digits. Roll a key to replace its secret (the old one keeps working
          for the grace period you choose, up to 24 hours); revoke it to stop it at once.
        </p>
        <p className={text}>
          On the mock, the demo partner’s test key is{' '}
          <code className="font-mono break-all text-slate-900">{demoTestKey}</code>. In the OpenAPI document this is the{' '}
          <code className="font-mono text-slate-900">apiKey</code> security scheme (HTTP bearer).
        </p>
        <div className="max-w-3xl">
          <CodeBlock code={withKey} label="List your sandbox’s deliveries with a test key" />
        </div>
        <ul
          aria-label="Key errors"
          className="max-w-3xl divide-y divide-slate-200 rounded-xl bg-white text-sm ring-1 ring-slate-200"
        >
          {keyErrors.map(([status, code, when]) => (
            <li key={code} className="px-3 py-2 sm:flex sm:gap-4">
              <p className="shrink-0 font-mono text-xs leading-6 text-slate-900 sm:w-[26%]">
                {status} {code}
              </p>
              <p className="text-slate-700">{when}</p>
            </li>
          ))}
        </ul>
        <p className={text}>
          The dashboard itself signs in with an e-mail and a password and sends the session’s access token the same way
          (the endpoints marked <em>sign-in</em>); you will rarely need it outside the browser:
        </p>
        <div className="max-w-3xl">
          <CodeBlock code={signIn} label="Sign in as the demo partner (sets $TOKEN)" />
        </div>
      </Section>

      <Section id="test-mode" title="Test mode">
        <p className={text}>
          A test key acts on your <strong>sandbox</strong>: a separate copy of your account — deliveries, wallet,
          routes, payouts — that never touches live data. Its wallet holds ₦1,000,000 of test money. Every signed-in
          reply says which answered: <code className="font-mono text-slate-900">livemode</code> is{' '}
          <code className="font-mono text-slate-900">false</code> in the sandbox and{' '}
          <code className="font-mono text-slate-900">true</code> live. The dashboard’s <strong>Test mode</strong> switch
          shows the sandbox’s data under a banner.
        </p>
      </Section>

      <Section id="request-ids" title="Request IDs and logs">
        <p className={text}>
          Every reply carries an <code className="font-mono text-slate-900">X-Request-Id</code> header (
          <code className="font-mono text-slate-900">req_</code> and 24 hex digits): quote it to support. Under{' '}
          <strong>Developers → Request logs</strong>, every request made with your keys — refused ones too — is kept
          with its status, duration, key, mode and bodies, and copies as curl.
        </p>
      </Section>
      <WebhooksGuide />
    </div>
  );
}
