// The apps' bundler (Vite) handles CSS imports; this lets the type check accept
// `import 'leaflet/dist/leaflet.css'` without pulling in Vite's client types.
declare module '*.css'
