import L from 'leaflet'

// leaflet-geoman is a script that extends the global `L`: this module runs first (imported before it).
;(globalThis as { L?: typeof L }).L = L
