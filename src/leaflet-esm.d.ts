// Leaflet 1.9's ES module build (its package's `main` is a UMD file, which the bundler would wrap
// in a CommonJS interop runtime): the same API as @types/leaflet describes.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
