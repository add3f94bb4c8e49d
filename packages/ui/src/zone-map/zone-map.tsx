import 'leaflet/dist/leaflet.css'
import type { DeliveryZone, LatLng } from '@shop/zones'
import {
  DomUtil,
  divIcon,
  type Marker as LeafletMarker,
  type LeafletMouseEvent,
  type Polygon as LeafletPolygon,
  type PathOptions,
} from 'leaflet'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { MapContainer, Marker, Polygon, Popup, TileLayer, useMap, ZoomControl } from 'react-leaflet'
import { joinClasses } from '../join-classes'
import { ZonePopupContent } from './zone-popup-content'
import { type LatLngBoundsTuple, type LatLngTuple, openingBounds, zonePositions } from './zone-positions'

/** Where the map looks when there is no zone to fit: Bari. */
export const ZONE_MAP_DEFAULT_CENTER: LatLngTuple = [41.1171, 16.8719]
const DEFAULT_ZOOM = 11
const FIT_PADDING: [number, number] = [16, 16]
/** The closest an opening view comes (a box of one point would otherwise be the closest zoom). */
const FIT_MAX_ZOOM = 15

export interface ZoneMapProps {
  zones: readonly DeliveryZone[]
  /** Tile URL template, such as 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'; '' draws no tiles. */
  tileUrl: string
  /** The tiles' attribution (HTML allowed, as Leaflet shows it). */
  attribution: string
  /** The zone to highlight: drawn bolder, brought to front, fitted into view, its popup opened. */
  highlightZoneId?: string | null
  /** Called with a zone's id when its popup opens (a click on the shape, or highlightZoneId), null when it closes. */
  onZoneSelect?: (zoneId: string | null) => void
  /** Replaces the default popup content (name, description, available slots). */
  renderPopup?: (zone: DeliveryZone) => ReactNode
  /** Lets the mouse wheel zoom the map; default false, so scrolling the page is never captured. */
  scrollWheelZoom?: boolean
  /** No zoom or pan animation (pass the user's prefers-reduced-motion); default false. */
  reducedMotion?: boolean
  /** Accessible name of the map; default 'Mappa delle zone di consegna'. */
  label?: string
  /** The id of an element that describes the map (aria-describedby), such as how to use it by keyboard. */
  describedBy?: string
  className?: string
  /**
   * Turns the map into a point picker. A click or tap puts a draggable marker there; on the
   * focused map (keyboard) the arrow keys move the map under a crosshair in its centre and Enter
   * or Space puts the marker at the crosshair. Each new point (and each drop of the dragged
   * marker) is reported here. While picking, zones open no popups: a click anywhere is a point.
   * Without it (the default) the map behaves as before.
   */
  onPointPick?: (point: LatLng) => void
  /** The point to mark while picking (controlled: pass back what onPointPick reported); null: none. */
  pickedPoint?: LatLng | null
  /**
   * The zones the map opens on, such as those an address may be in (the town typed): the view is
   * fitted to them, and to `pickedPoint` when the map opens with one. Empty or unknown ids (the
   * default): every zone. Only the opening view: the customer then moves freely.
   */
  focusZoneIds?: readonly string[]
}

const BASE_STYLE: PathOptions = { weight: 2, opacity: 0.9, fillOpacity: 0.25 }
const HIGHLIGHT_STYLE: PathOptions = { weight: 4, opacity: 1, fillOpacity: 0.45 }

/**
 * The delivery zones on a Leaflet map (SPEC.md section 2, /zone-map): each zone's polygon in its
 * colour with a popup (name and available slots), fitted to all zones. It stays usable without
 * tiles (blocked or offline): shapes, popups and ZoneLegend work on a neutral background.
 */
export function ZoneMap({
  zones,
  tileUrl,
  attribution,
  highlightZoneId = null,
  onZoneSelect,
  renderPopup,
  scrollWheelZoom = false,
  reducedMotion = false,
  label = 'Mappa delle zone di consegna',
  describedBy,
  className,
  onPointPick,
  pickedPoint = null,
  focusZoneIds = [],
}: ZoneMapProps) {
  const picking = onPointPick !== undefined
  // The point the map opened with: part of the opening view, never refitted when it moves.
  const [openingPoint] = useState(pickedPoint)
  const focusKey = focusZoneIds.join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus is its ids (focusKey), not the array.
  const bounds = useMemo(
    () => openingBounds(zones, focusZoneIds, openingPoint),
    [zones, focusKey, openingPoint],
  )
  const layers = useRef(new Map<string, LeafletPolygon>())
  const onSelect = useRef(onZoneSelect)
  useEffect(() => {
    onSelect.current = onZoneSelect
  })

  return (
    <MapContainer
      className={joinClasses('ui-zone-map', className)}
      {...(bounds
        ? { bounds, boundsOptions: { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM } }
        : { center: ZONE_MAP_DEFAULT_CENTER, zoom: DEFAULT_ZOOM })}
      scrollWheelZoom={scrollWheelZoom}
      // Quarter zoom steps: the zones fill the map instead of sitting small at the whole step below.
      zoomSnap={0.25}
      zoomDelta={0.5}
      zoomAnimation={!reducedMotion}
      fadeAnimation={!reducedMotion}
      zoomControl={false}
    >
      <ZoomControl zoomInTitle="Ingrandisci" zoomOutTitle="Riduci" />
      <MapLabel label={label} describedBy={describedBy} />
      <ViewAttributes />
      {tileUrl === '' ? null : <TileLayer url={tileUrl} attribution={attribution} />}
      <FitToZones bounds={bounds} animate={!reducedMotion} />
      {zones.map((zone) => (
        <ZonePolygon
          // Leaflet reads `interactive` only when a shape is made: a new mode makes new shapes.
          key={picking ? `${zone.id}:picking` : zone.id}
          zone={zone}
          highlighted={zone.id === highlightZoneId}
          picking={picking}
          layers={layers.current}
          onPopup={(open) => onSelect.current?.(open ? zone.id : null)}
        >
          {renderPopup ? renderPopup(zone) : <ZonePopupContent zone={zone} />}
        </ZonePolygon>
      ))}
      {onPointPick ? <PointPicker point={pickedPoint} onPick={onPointPick} /> : null}
      <HighlightZone
        zones={zones}
        zoneId={highlightZoneId}
        layers={layers.current}
        animate={!reducedMotion}
      />
    </MapContainer>
  )
}

function ZonePolygon({
  zone,
  highlighted,
  picking,
  layers,
  onPopup,
  children,
}: {
  zone: DeliveryZone
  highlighted: boolean
  /** While picking a point the shape takes no clicks (they go to the map) and has no popup. */
  picking: boolean
  layers: Map<string, LeafletPolygon>
  onPopup: (open: boolean) => void
  children: ReactNode
}) {
  const positions = useMemo(() => zonePositions(zone), [zone])
  const pathOptions = useMemo<PathOptions>(
    () => ({ ...(highlighted ? HIGHLIGHT_STYLE : BASE_STYLE), color: zone.color, fillColor: zone.color }),
    [highlighted, zone.color],
  )
  const onPopupRef = useRef(onPopup)
  useEffect(() => {
    onPopupRef.current = onPopup
  })
  const eventHandlers = useMemo(
    () => ({
      add: (event: { target: LeafletPolygon }) => {
        event.target.getElement()?.setAttribute('data-zone-id', zone.id)
      },
      popupopen: () => onPopupRef.current(true),
      popupclose: () => onPopupRef.current(false),
    }),
    [zone.id],
  )
  return (
    <Polygon
      ref={(layer) => {
        if (layer) layers.set(zone.id, layer)
        else layers.delete(zone.id)
      }}
      positions={positions}
      className="ui-zone-polygon"
      interactive={!picking}
      {...pathOptions}
      pathOptions={pathOptions}
      eventHandlers={eventHandlers}
    >
      {picking ? null : (
        <Popup className="ui-zone-popup-container" maxWidth={280}>
          {children}
        </Popup>
      )}
    </Polygon>
  )
}

/** Gives the map container an accessible name (Leaflet's container is a plain focusable div). */
function MapLabel({ label, describedBy }: { label: string; describedBy: string | undefined }) {
  const map = useMap()
  useEffect(() => {
    const container = map.getContainer()
    container.setAttribute('role', 'region')
    container.setAttribute('aria-label', label)
  }, [map, label])
  useEffect(() => {
    const container = map.getContainer()
    if (describedBy) container.setAttribute('aria-describedby', describedBy)
    else container.removeAttribute('aria-describedby')
  }, [map, describedBy])
  return null
}

/**
 * The view as data on the map's container, kept up to date: `data-center` ('lat,lng') and
 * `data-zoom`. For tools and browser tests that need to know where a place is drawn (Leaflet's
 * Web Mercator from the centre and zoom), since the shapes themselves are clipped to the view.
 */
function ViewAttributes() {
  const map = useMap()
  useEffect(() => {
    const container = map.getContainer()
    const write = () => {
      const { lat, lng } = map.getCenter()
      container.dataset.center = `${lat},${lng}`
      container.dataset.zoom = String(map.getZoom())
    }
    write()
    map.on('moveend zoomend', write)
    return () => {
      map.off('moveend zoomend', write)
    }
  }, [map])
  return null
}

/** Fits the map to the opening box on mount and whenever it changes shape (the zones, the focus). */
function FitToZones({ bounds, animate }: { bounds: LatLngBoundsTuple | null; animate: boolean }) {
  const map = useMap()
  const key = bounds ? bounds.flat().join(',') : ''
  const latest = useRef({ bounds, animate })
  useEffect(() => {
    latest.current = { bounds, animate }
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit only when the box itself changes (key).
  useEffect(() => {
    const { bounds: box, animate: animated } = latest.current
    if (box) map.fitBounds(box, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: animated })
  }, [map, key])
  return null
}

/** Brings the highlighted zone to the front, fits it into view and opens its popup. */
function HighlightZone({
  zones,
  zoneId,
  layers,
  animate,
}: {
  zones: readonly DeliveryZone[]
  zoneId: string | null
  layers: Map<string, LeafletPolygon>
  animate: boolean
}) {
  const map = useMap()
  const latest = useRef({ zones, animate })
  useEffect(() => {
    latest.current = { zones, animate }
  })
  useEffect(() => {
    if (zoneId === null) return
    const layer = layers.get(zoneId)
    const zone = latest.current.zones.find((candidate) => candidate.id === zoneId)
    if (!layer || !zone) return
    layer.bringToFront()
    if (layer.isPopupOpen()) return
    // Open the popup once the view has settled, so that its auto-pan does not cut the zoom short.
    const openPopup = () => layer.openPopup([zone.polygon.center.lat, zone.polygon.center.lng])
    map.once('moveend', openPopup)
    map.fitBounds(layer.getBounds(), { padding: FIT_PADDING, maxZoom: 14, animate: latest.current.animate })
    return () => {
      map.off('moveend', openPopup)
    }
  }, [map, zoneId, layers])
  return null
}

/** The marker of a picked point: a pin drawn in CSS (no image to load), its tip on the point. */
const PIN_ICON = divIcon({
  className: 'ui-zone-map__pin',
  html: '',
  iconSize: [28, 32],
  iconAnchor: [14, 31],
})

/**
 * Point picking (ZoneMap's onPointPick): a click or tap, or Enter/Space on the focused map at the
 * crosshair in its centre, reports a point; the marker can be dragged to correct it.
 */
function PointPicker({ point, onPick }: { point: LatLng | null; onPick: (point: LatLng) => void }) {
  const map = useMap()
  const onPickRef = useRef(onPick)
  useEffect(() => {
    onPickRef.current = onPick
  })
  useEffect(() => {
    const container = map.getContainer()
    const pick = ({ lat, lng }: LatLng) => onPickRef.current({ lat, lng })
    const onClick = (event: LeafletMouseEvent) => pick(event.latlng)
    const onKeyDown = (event: KeyboardEvent) => {
      // Only on the map itself: Enter on a zoom button or a link inside it keeps its own meaning.
      if (event.target !== container || (event.key !== 'Enter' && event.key !== ' ')) return
      event.preventDefault()
      pick(map.getCenter())
    }
    // Shown while the map has the keyboard focus (CSS): where Enter puts the point.
    const crosshair = DomUtil.create('div', 'ui-zone-map__crosshair', container)
    crosshair.setAttribute('aria-hidden', 'true')
    container.classList.add('ui-zone-map--picking')
    container.setAttribute('aria-keyshortcuts', 'Enter')
    // A double click would place the point twice and zoom in: while picking it only places it.
    map.doubleClickZoom.disable()
    map.on('click', onClick)
    container.addEventListener('keydown', onKeyDown)
    return () => {
      map.off('click', onClick)
      container.removeEventListener('keydown', onKeyDown)
      map.doubleClickZoom.enable()
      container.removeAttribute('aria-keyshortcuts')
      container.classList.remove('ui-zone-map--picking')
      crosshair.remove()
    }
  }, [map])
  const eventHandlers = useMemo(
    () => ({
      dragend: (event: { target: LeafletMarker }) => {
        const { lat, lng } = event.target.getLatLng()
        onPickRef.current({ lat, lng })
      },
    }),
    [],
  )
  if (!point) return null
  return (
    <Marker
      position={[point.lat, point.lng]}
      icon={PIN_ICON}
      draggable
      // Not a Tab stop: the map itself is the keyboard's way to move the point.
      keyboard={false}
      title="Punto indicato"
      eventHandlers={eventHandlers}
    />
  )
}
