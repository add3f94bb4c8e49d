import 'leaflet/dist/leaflet.css'
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css'
import L from 'leaflet'
import './leaflet-global'
import '@geoman-io/leaflet-geoman-free'
import { DEFAULT_ZONE_COLOR, type DeliveryZone, type Position, zoneName } from '@shop/zones'
import { useEffect, useRef } from 'react'
import { latLngsToRings, ringsToLatLngs } from './zone-geometry'

/** Where the map looks without zones: Bari. */
const BARI: L.LatLngTuple = [41.1171, 16.8719]

export interface ZoneEditorMapProps {
  zones: readonly DeliveryZone[]
  selectedId: string | null
  /** Shared areas to show in red, with the name of the other zone. */
  overlaps: readonly { region: Position[][][]; label: string }[]
  /** True while the operator draws a new zone (click the vertices, then the first one again). */
  drawing: boolean
  tileUrl: string
  attribution: string
  onSelect(id: string): void
  /** A vertex of the selected zone moved, was added or was removed. */
  onShapeChange(id: string, rings: Position[][]): void
  /** A new shape was drawn (or null when the drawing was abandoned). */
  onDrawn(rings: Position[][] | null): void
}

type LatLngRings = L.LatLng[][]

/**
 * The zone editor's map (Leaflet + leaflet-geoman): every zone in its colour, the selected one
 * with draggable vertices (drag to move, right click to delete, drag a middle marker to add),
 * overlaps in red, and the drawing of a new polygon. The state lives in the page: every change
 * goes out through the callbacks and comes back as props.
 */
/** Names the editing handles: 'Vertice 3: …' and the middle markers that add a vertex. */
function nameHandles(map: HTMLElement): void {
  let vertex = 0
  for (const handle of map.querySelectorAll<HTMLElement>('.leaflet-marker-icon.marker-icon')) {
    const middle = handle.classList.contains('marker-icon-middle')
    if (!middle) vertex += 1
    const label = middle
      ? 'Punto medio: trascinalo per aggiungere un vertice'
      : `Vertice ${vertex}: trascinalo per spostarlo, clic destro per eliminarlo`
    if (handle.getAttribute('aria-label') !== label) handle.setAttribute('aria-label', label)
  }
}

export function ZoneEditorMap(props: ZoneEditorMapProps) {
  const { zones, selectedId, overlaps, drawing, tileUrl, attribution } = props
  const container = useRef<HTMLElement>(null)
  const mapRef = useRef<L.Map | null>(null)
  const shapes = useRef<L.LayerGroup | null>(null)
  const shown = useRef<L.LayerGroup | null>(null)
  const callbacks = useRef(props)
  callbacks.current = props
  const fitted = useRef(false)
  const drawn = useRef(
    new Map<
      string,
      { polygon: DeliveryZone['polygon']; color: string; name: string; selected: boolean; layer: L.Polygon }
    >(),
  )

  useEffect(() => {
    const element = container.current
    if (!element) return
    const map = L.map(element, { center: BARI, zoom: 11, zoomSnap: 0.25, zoomDelta: 0.5 })
    map.attributionControl.setPrefix(false)
    map.pm.setLang('it')
    map.pm.setGlobalOptions({ snappable: false, exitModeOnEscape: true } as L.PM.GlobalOptions)
    map.on('pm:create', (event) => {
      const layer = event.layer as L.Polygon
      const rings = latLngsToRings(layer.getLatLngs() as LatLngRings)
      layer.remove()
      callbacks.current.onDrawn(rings)
    })
    shapes.current = L.layerGroup().addTo(map)
    shown.current = L.layerGroup().addTo(map)
    mapRef.current = map
    // leaflet-geoman's vertex handles are buttons without a name: give each one.
    const naming = new MutationObserver(() => nameHandles(element))
    naming.observe(element, { childList: true, subtree: true })
    return () => {
      naming.disconnect()
      drawn.current.clear()
      map.remove()
      mapRef.current = null
    }
  }, [])

  useEffect(() => {
    const map = mapRef.current
    if (!map || tileUrl === '') return
    const tiles = L.tileLayer(tileUrl, { attribution }).addTo(map)
    return () => {
      tiles.remove()
    }
  }, [tileUrl, attribution])

  // The zones on the map, kept in step with the list: a zone's layer is made again only when its
  // shape or its selection changes (typing its name or picking its colour restyles it in place).
  useEffect(() => {
    const map = mapRef.current
    const group = shapes.current
    if (!map || !group) return
    const present = new Set(zones.map((zone) => zone.id))
    for (const [id, entry] of drawn.current) {
      if (!present.has(id)) {
        group.removeLayer(entry.layer)
        drawn.current.delete(id)
      }
    }
    for (const zone of zones) {
      const selected = zone.id === selectedId
      const entry = drawn.current.get(zone.id)
      if (entry && entry.polygon === zone.polygon && entry.selected === selected) {
        if (entry.color !== zone.color) entry.layer.setStyle({ color: zone.color })
        if (entry.name !== zoneName(zone)) entry.layer.setTooltipContent(zoneName(zone))
        Object.assign(entry, { color: zone.color, name: zoneName(zone) })
        continue
      }
      if (entry) group.removeLayer(entry.layer)
      const layer = L.polygon(ringsToLatLngs(zone.polygon.coordinates), {
        color: zone.color,
        weight: selected ? 4 : 2,
        fillOpacity: selected ? 0.35 : 0.2,
      })
      layer.bindTooltip(zoneName(zone), { sticky: true })
      layer.on('click', () => callbacks.current.onSelect(zone.id))
      layer.addTo(group)
      if (selected) {
        layer.bringToFront()
        layer.pm.enable({ allowSelfIntersection: true, snappable: false, draggable: false })
        layer.on('pm:edit', () =>
          callbacks.current.onShapeChange(zone.id, latLngsToRings(layer.getLatLngs() as LatLngRings)),
        )
      }
      drawn.current.set(zone.id, {
        polygon: zone.polygon,
        color: zone.color,
        name: zoneName(zone),
        selected,
        layer,
      })
    }
    if (!fitted.current && zones.length > 0) {
      fitted.current = true
      map.fitBounds(L.featureGroup(group.getLayers() as L.Polygon[]).getBounds(), { padding: [16, 16] })
    }
  }, [zones, selectedId])

  // Selecting a zone (from the list or the map) brings it into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the selection changes
  useEffect(() => {
    const map = mapRef.current
    const zone = zones.find((z) => z.id === selectedId)
    if (!map || !zone || zone.polygon.coordinates.length === 0) return
    const bounds = L.latLngBounds(ringsToLatLngs(zone.polygon.coordinates).flat())
    if (bounds.isValid() && !map.getBounds().contains(bounds)) map.fitBounds(bounds, { padding: [24, 24] })
  }, [selectedId])

  useEffect(() => {
    const group = shown.current
    if (!group) return
    group.clearLayers()
    for (const overlap of overlaps) {
      for (const polygon of overlap.region) {
        L.polygon(ringsToLatLngs(polygon), {
          color: '#b42318',
          weight: 2,
          dashArray: '4 4',
          fillColor: '#b42318',
          fillOpacity: 0.55,
          interactive: true,
        })
          .bindTooltip(overlap.label, { sticky: true })
          .addTo(group)
      }
    }
  }, [overlaps])

  useEffect(() => {
    const map = mapRef.current
    if (!map) return
    if (!drawing) {
      map.pm.disableDraw()
      return
    }
    const ended = () => {
      // pm:drawend also follows pm:create; a drawing abandoned (Escape) gives no shape.
      setTimeout(() => callbacks.current.onDrawn(null), 0)
    }
    map.pm.enableDraw('Polygon', {
      snappable: false,
      tooltips: true,
      allowSelfIntersection: true,
      pathOptions: { color: DEFAULT_ZONE_COLOR },
      templineStyle: { color: DEFAULT_ZONE_COLOR },
      hintlineStyle: { color: DEFAULT_ZONE_COLOR, dashArray: [5, 5] },
    })
    map.on('pm:drawend', ended)
    return () => {
      map.off('pm:drawend', ended)
    }
  }, [drawing])

  return (
    <section
      ref={container}
      className="zone-editor__map"
      aria-label="Mappa delle zone: clic su una zona per modificarla; trascina i vertici per spostarli, clic destro su un vertice per eliminarlo"
    />
  )
}
