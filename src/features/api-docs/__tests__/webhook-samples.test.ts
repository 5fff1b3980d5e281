import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeader } from '@server/domain/webhooks/signature';
import { type WebhookSampleLanguage, webhookVerificationSamples, webhookVerifierSources } from '../webhook-samples';

/*
 * The verification samples /api-docs shows, run for real: each verifier, as the sample's code
 * opens with it, plus a few lines that read a case (payload, header, secret) and print
 * "verified" or "refused: <reason>", run by node, python3 and php — each language whose
 * interpreter this machine has — against bodies signed by the mock's signer.
 */

interface Runner {
  language: WebhookSampleLanguage;
  command: string;
  /** Arguments that make the interpreter print its own path (once: pyenv's shims are slow). */
  whereabouts: string[];
  file: string;
  harness: string;
}

const harnesses: readonly Runner[] = [
  {
    language: 'JavaScript',
    // The Node running this test: the one of the project's tooling.
    command: process.execPath,
    whereabouts: ['-p', 'process.execPath'],
    file: 'verify.mjs',
    harness: `
import { readFileSync } from 'node:fs';
const { payload, header, secret } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
try {
  const result = verifyDeliverOSSignature(Buffer.from(payload, 'utf8'), header, secret);
  console.log(result === true ? 'verified' : \`returned \${String(result)}\`);
} catch (error) {
  console.log(\`refused: \${error.message}\`);
}
`,
  },
  {
    language: 'Python',
    command: 'python3',
    whereabouts: ['-c', 'import sys; print(sys.executable)'],
    file: 'verify.py',
    harness: `

import json
import sys

with open(sys.argv[1], encoding="utf-8") as case_file:
    case = json.load(case_file)
try:
    result = verify_deliveros_signature(case["payload"].encode("utf-8"), case["header"], case["secret"])
    print("verified" if result is True else "returned " + repr(result))
except ValueError as error:
    print("refused: " + str(error))
`,
  },
  {
    language: 'PHP',
    command: 'php',
    whereabouts: ['-r', 'echo PHP_BINARY, PHP_EOL;'],
    file: 'verify.php',
    harness: `

$case = json_decode(file_get_contents($argv[1]), true);
try {
    $result = verify_deliveros_signature($case['payload'], $case['header'], $case['secret']);
    echo $result === true ? "verified\\n" : "returned " . var_export($result, true) . "\\n";
} catch (UnexpectedValueException $error) {
    echo 'refused: ' . $error->getMessage() . "\\n";
}
`,
  },
];

/** The interpreter's own path, or null when this machine has none. */
function interpreter({ command, whereabouts }: Runner): string | null {
  try {
    const path = execFileSync(command, whereabouts, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 15_000,
    });
    return path.trim() || null;
  } catch {
    return null;
  }
}

/** The languages tested here: those whose interpreter this machine has. */
const runners = harnesses.flatMap((runner) => {
  const command = interpreter(runner);
  return command === null ? [] : [{ ...runner, command }];
});

const secret = 'whsec_AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const oldSecret = 'whsec_0123456789ABCDEFGHIJKLMNOPQRSTUV';
const otherSecret = 'whsec_ZzZzZzZzZzZzZzZzZzZzZzZzZzZzZzZz';
const body = JSON.stringify({
  id: 'evt_1',
  type: 'delivery.status_changed',
  created_at: '2026-11-28T10:00:00.000Z',
  livemode: false,
  api_version: '2026-11-01',
  data: { object: { tracking_number: 'DOS-2026-0012', status: 'in-transit', description: 'Jollof rice — ₦5,000 🍲' } },
});
const now = () => Math.floor(Date.now() / 1000);

let dir = '';
let cases = 0;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'deliveros-webhook-samples-'));
  for (const { language, file, harness } of runners) {
    writeFileSync(join(dir, file), `${webhookVerifierSources[language]}\n${harness}`);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What the language's verifier says of a case: "verified" or "refused: <reason>". */
function run({ command, file }: Runner, payload: string, header: string | null, key: string): string {
  cases += 1;
  const casePath = join(dir, `case-${cases}.json`);
  writeFileSync(casePath, JSON.stringify({ payload, header, secret: key }));
  return execFileSync(command, [join(dir, file), casePath], {
    encoding: 'utf8',
    timeout: 15_000,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
  }).trim();
}

it('tests JavaScript and Python always (node and python3 are on this machine), PHP where php is', () => {
  expect(runners.map(({ language }) => language)).toEqual(expect.arrayContaining(['JavaScript', 'Python']));
});

it('shows a sample for each language, each opening with the verifier these tests run', () => {
  expect(webhookVerificationSamples.map(({ language }) => language)).toEqual(['JavaScript', 'Python', 'PHP']);
  for (const { language, label, code } of webhookVerificationSamples) {
    expect(code.startsWith(webhookVerifierSources[language])).toBe(true);
    expect(label).not.toBe('');
  }
  const codes = webhookVerificationSamples.map(({ code }) => code);
  expect(codes[0]).toContain('function verifyDeliverOSSignature(payload, header, secret, tolerance = 300)');
  expect(codes[1]).toContain('def verify_deliveros_signature(payload, header, secret, tolerance=300):');
  expect(codes[2]).toMatch(
    /function verify_deliveros_signature\(.*\$payload, .*\$header, .*\$secret, int \$tolerance = 300\)/,
  );
});

describe.each(runners)('the $language sample', (runner) => {
  it('verifies a good signature', async () => {
    expect(run(runner, body, await signatureHeader([secret], now(), body), secret)).toBe('verified');
  });

  it('verifies with either secret while a rotated one still signs', async () => {
    const header = await signatureHeader([secret, oldSecret], now(), body);
    expect(run(runner, body, header, secret)).toBe('verified');
    expect(run(runner, body, header, oldSecret)).toBe('verified');
  });

  it('refuses a tampered body', async () => {
    const header = await signatureHeader([secret], now(), body);
    expect(run(runner, body.replace('in-transit', 'delivered'), header, secret)).toBe(
      'refused: No signature matches the secret',
    );
  });

  it('refuses a timestamp 301 s old', async () => {
    expect(run(runner, body, await signatureHeader([secret], now() - 301, body), secret)).toMatch(
      /^refused: Timestamp outside the tolerance/,
    );
  });

  it('refuses a signature made with another secret', async () => {
    expect(run(runner, body, await signatureHeader([otherSecret], now(), body), secret)).toBe(
      'refused: No signature matches the secret',
    );
  });

  it('refuses a missing or malformed header', () => {
    expect(run(runner, body, null, secret)).toBe('refused: No DeliverOS-Signature header');
    expect(run(runner, body, `t=${now()}`, secret)).toBe('refused: Malformed DeliverOS-Signature header');
    expect(run(runner, body, 'v1=abc', secret)).toBe('refused: Malformed DeliverOS-Signature header');
  });
});
