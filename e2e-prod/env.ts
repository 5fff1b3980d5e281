/*
 * Where the production-build suite finds its two servers: the built app (vite preview) and the
 * DeliverOS server (`npm run server`, on a fresh embedded database). CI uses the defaults; on a
 * shared machine set PREVIEW_PORT / API_PORT (and build with VITE_API_URL pointing at that server,
 * into PROD_DIST) to run beside someone else's servers.
 */
export const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
export const apiPort = Number(process.env.API_PORT ?? 8111);
export const previewUrl = `http://localhost:${previewPort}`;
export const apiUrl = `http://localhost:${apiPort}`;
/** The built app served by `vite preview` (`npm run build` writes dist/). */
export const distDir = process.env.PROD_DIST ?? 'dist';
/** The server's embedded database, made afresh for each run. */
export const dataDir = process.env.PROD_DATA_DIR ?? `test-results/e2e-prod-data-${apiPort}`;
