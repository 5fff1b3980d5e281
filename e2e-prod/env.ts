/*
 * Where the production-build suite finds its two servers. CI uses the defaults; on a
 * shared machine set PREVIEW_PORT / MOCK_PORT (and build with VITE_API_URL pointing at
 * that mock, into PROD_DIST) to run beside someone else's servers.
 */
export const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
export const mockPort = Number(process.env.MOCK_PORT ?? 8111);
export const previewUrl = `http://localhost:${previewPort}`;
export const mockUrl = `http://localhost:${mockPort}`;
/** The built app served by `vite preview` (`npm run build` writes dist/). */
export const distDir = process.env.PROD_DIST ?? 'dist';
