/** The schemes a link built from data may use: web pages, e-mail and phone calls. */
const allowedProtocols: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * An href built from data (the server's or the partner's), or undefined when a link must
 * not point there. The URL is parsed the way the browser will parse the href, so
 * `JaVaScRiPt:`, ` javascript:` and `java\tscript:` are seen for what they are. Only
 * absolute http(s), mailto and tel URLs pass: relative and protocol-relative (`//host`)
 * inputs are refused too, since data never names a path of this site or borrows its scheme.
 */
export function safeHref(url: string | null | undefined): string | undefined {
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  return allowedProtocols.has(parsed.protocol) ? parsed.href : undefined;
}
