/*
 * How a receiver verifies a DeliverOS webhook (issue 26), in the languages /api-docs shows: the
 * scheme of server/domain/webhooks/signature.ts and docs/webhooks.md —
 *   DeliverOS-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">[,v1=…]
 * Each verifier parses t and every v1, refuses a t more than `tolerance` seconds from the clock,
 * compares each v1 in constant time, and throws with the reason when the delivery is refused.
 * src/features/api-docs/__tests__/webhook-samples.test.ts runs each verifier, as shown, with
 * node, python3 and (where installed) php against bodies the mock signs.
 */

export type WebhookSampleLanguage = 'JavaScript' | 'Python' | 'PHP';

/** The verification function of each sample, exactly as it opens the sample's code. */
export const webhookVerifierSources: Readonly<Record<WebhookSampleLanguage, string>> = {
  JavaScript: `import { createHmac, timingSafeEqual } from 'node:crypto';

// Throws with the reason unless \`header\` signs \`payload\` (the raw body, a Buffer or a string).
function verifyDeliverOSSignature(payload, header, secret, tolerance = 300) {
  if (!header) throw new Error('No DeliverOS-Signature header');
  const fields = header.split(',').map((field) => field.trim().split('='));
  const timestamp = fields.find(([key]) => key === 't')?.[1] ?? '';
  const signatures = fields.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value);
  if (!/^\\d+$/.test(timestamp) || signatures.length === 0) {
    throw new Error('Malformed DeliverOS-Signature header');
  }
  if (Math.abs(Math.floor(Date.now() / 1000) - Number(timestamp)) > tolerance) {
    throw new Error('Timestamp outside the tolerance: a replayed or delayed delivery?');
  }
  const expected = createHmac('sha256', secret).update(\`\${timestamp}.\`).update(payload).digest();
  const matches = signatures.some((signature) => {
    const received = Buffer.from(signature, 'hex');
    return received.length === expected.length && timingSafeEqual(received, expected);
  });
  if (!matches) throw new Error('No signature matches the secret');
  return true;
}`,

  Python: `import hashlib
import hmac
import time


def verify_deliveros_signature(payload, header, secret, tolerance=300):
    """Raise ValueError unless \`header\` signs \`payload\` (the raw body, bytes or str)."""
    if not header:
        raise ValueError("No DeliverOS-Signature header")
    fields = [field.strip().partition("=") for field in header.split(",")]
    timestamp = next((value for key, _, value in fields if key == "t"), "")
    signatures = [value for key, _, value in fields if key == "v1" and value]
    if not (timestamp.isascii() and timestamp.isdigit()) or not signatures:
        raise ValueError("Malformed DeliverOS-Signature header")
    if abs(int(time.time()) - int(timestamp)) > tolerance:
        raise ValueError("Timestamp outside the tolerance: a replayed or delayed delivery?")
    if isinstance(payload, str):
        payload = payload.encode("utf-8")
    signed = timestamp.encode() + b"." + payload
    expected = hmac.new(secret.encode(), signed, hashlib.sha256).hexdigest().encode()
    if not any(hmac.compare_digest(expected, signature.encode()) for signature in signatures):
        raise ValueError("No signature matches the secret")
    return True`,

  PHP: `<?php

// Throws with the reason unless $header signs $payload (the raw body).
function verify_deliveros_signature(string $payload, ?string $header, string $secret, int $tolerance = 300): bool
{
    if ($header === null || $header === '') {
        throw new UnexpectedValueException('No DeliverOS-Signature header');
    }
    $timestamp = '';
    $signatures = [];
    foreach (explode(',', $header) as $field) {
        [$key, $value] = array_pad(explode('=', trim($field), 2), 2, '');
        if ($key === 't' && $timestamp === '') {
            $timestamp = $value;
        } elseif ($key === 'v1' && $value !== '') {
            $signatures[] = $value;
        }
    }
    if (!ctype_digit($timestamp) || $signatures === []) {
        throw new UnexpectedValueException('Malformed DeliverOS-Signature header');
    }
    if (abs(time() - (int) $timestamp) > $tolerance) {
        throw new UnexpectedValueException('Timestamp outside the tolerance: a replayed or delayed delivery?');
    }
    $expected = hash_hmac('sha256', $timestamp . '.' . $payload, $secret);
    foreach ($signatures as $signature) {
        if (hash_equals($expected, $signature)) {
            return true;
        }
    }
    throw new UnexpectedValueException('No signature matches the secret');
}`,
};

/** How each verifier is used in a handler: after the verifier in the sample's code. */
const usage: Readonly<Record<WebhookSampleLanguage, string>> = {
  JavaScript: `// Express: the raw body, not a parsed one (the signature covers the bytes as sent).
app.post('/webhooks/deliveros', express.raw({ type: 'application/json' }), (req, res) => {
  try {
    verifyDeliverOSSignature(req.body, req.get('DeliverOS-Signature'), process.env.DELIVEROS_WEBHOOK_SECRET);
  } catch (error) {
    return res.status(400).json({ error: error.message });
  }
  const event = JSON.parse(req.body.toString('utf8'));
  console.log(event.id, event.type, event.data.object);
  res.json({ received: true });
});`,

  Python: `# Flask: the raw body, not a parsed one (the signature covers the bytes as sent).
import os

from flask import Flask, request

app = Flask(__name__)


@app.post("/webhooks/deliveros")
def deliveros_webhook():
    try:
        verify_deliveros_signature(
            request.get_data(),
            request.headers.get("DeliverOS-Signature"),
            os.environ["DELIVEROS_WEBHOOK_SECRET"],
        )
    except ValueError as error:
        return {"error": str(error)}, 400
    event = request.get_json()
    print(event["id"], event["type"], event["data"]["object"])
    return {"received": True}`,

  PHP: `// The raw body, not a parsed one (the signature covers the bytes as sent).
$payload = file_get_contents('php://input');
try {
    verify_deliveros_signature(
        $payload,
        $_SERVER['HTTP_DELIVEROS_SIGNATURE'] ?? null,
        getenv('DELIVEROS_WEBHOOK_SECRET'),
    );
} catch (UnexpectedValueException $error) {
    http_response_code(400);
    header('Content-Type: application/json');
    echo json_encode(['error' => $error->getMessage()]);
    exit;
}
$event = json_decode($payload, true);
error_log($event['id'] . ' ' . $event['type']);
header('Content-Type: application/json');
echo json_encode(['received' => true]);`,
};

const labels: Readonly<Record<WebhookSampleLanguage, string>> = {
  JavaScript: 'Verify a webhook in Node.js (Express)',
  Python: 'Verify a webhook in Python (Flask)',
  PHP: 'Verify a webhook in PHP',
};

const languages: readonly WebhookSampleLanguage[] = ['JavaScript', 'Python', 'PHP'];

/** Copy-pasteable verification for a receiver: the verifier, then its use in a handler. */
export const webhookVerificationSamples: ReadonlyArray<{
  language: WebhookSampleLanguage;
  label: string;
  code: string;
}> = languages.map((language) => ({
  language,
  label: labels[language],
  code: `${webhookVerifierSources[language]}\n\n${usage[language]}\n`,
}));
