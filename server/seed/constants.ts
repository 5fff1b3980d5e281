/*
 * The demo's fixed values (docs/product.md#demo-data), the same on every store: the mock and the server seed the
 * same story.
 */

/** The code DeliverOS support hands out: every unverified account of the demo accepts it. */
export const DEMO_VERIFICATION_CODE = '123456';
