import type { LatLng } from '@shop/zones'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testZones } from '../testing/zones'
import { ZoneLegend } from './zone-legend'
import { ZoneMap } from './zone-map'

// Leaflet draws into happy-dom (as SVG paths of zero size: there is no layout), which is enough
// to count shapes, read their styles and open popups. Geometry on screen is left to browser tests.
const paths = (root: Element) => [...root.querySelectorAll<SVGPathElement>('path.ui-zone-polygon')]

function ShrinkingZones() {
  const [zones, setZones] = useState(testZones)
  return (
    <>
      <button type="button" onClick={() => setZones(testZones.slice(0, 1))}>
        una
      </button>
      <ZoneMap zones={zones} tileUrl="" attribution="" />
    </>
  )
}

function MapWithLegend() {
  const [active, setActive] = useState<string | null>(null)
  return (
    <>
      <ZoneLegend zones={testZones} highlightZoneId={active} onSelect={setActive} />
      <ZoneMap
        zones={testZones}
        tileUrl=""
        attribution=""
        highlightZoneId={active}
        onZoneSelect={setActive}
      />
    </>
  )
}

describe('ZoneMap', () => {
  it('draws one path per zone, in its colour, tagged with the zone id', () => {
    const { container } = render(<ZoneMap zones={testZones} tileUrl="" attribution="" />)
    const drawn = paths(container)
    expect(drawn).toHaveLength(3)
    expect(drawn.map((path) => path.getAttribute('data-zone-id'))).toEqual(testZones.map((zone) => zone.id))
    expect(drawn.map((path) => path.getAttribute('stroke'))).toEqual(['#2563EB', '#DC2626', '#16A34A'])
    expect(drawn.map((path) => path.getAttribute('fill'))).toEqual(['#2563EB', '#DC2626', '#16A34A'])
    expect(drawn[0]?.getAttribute('fill-opacity')).toBe('0.25')
    expect(drawn[0]?.getAttribute('stroke-width')).toBe('2')
  })

  it('is a labelled region with a neutral-background class, and Italian zoom buttons', () => {
    const { container } = render(<ZoneMap zones={testZones} tileUrl="" attribution="" className="extra" />)
    const map = screen.getByRole('region', { name: 'Mappa delle zone di consegna' })
    expect(map.classList.contains('ui-zone-map')).toBe(true)
    expect(map.classList.contains('extra')).toBe(true)
    expect(container.querySelector('[title="Ingrandisci"]')).not.toBeNull()
    expect(container.querySelector('[title="Riduci"]')).not.toBeNull()
  })

  it('is described by the element describedBy names, and by none without it', () => {
    const { rerender } = render(<ZoneMap zones={testZones} tileUrl="" attribution="" describedBy="keys" />)
    expect(mapOf().getAttribute('aria-describedby')).toBe('keys')
    rerender(<ZoneMap zones={testZones} tileUrl="" attribution="" />)
    expect(mapOf().hasAttribute('aria-describedby')).toBe(false)
  })

  it('adds no tile layer when tileUrl is empty, and one when it is set', () => {
    const none = render(<ZoneMap zones={testZones} tileUrl="" attribution="" />)
    expect(none.container.querySelector('.leaflet-tile-pane')?.children).toHaveLength(0)
    none.unmount()
    const tiles = render(
      <ZoneMap
        zones={testZones}
        tileUrl="https://tiles.example/{z}/{x}/{y}.png"
        attribution="© OpenStreetMap"
      />,
    )
    expect(tiles.container.querySelector('.leaflet-tile-pane')?.children).toHaveLength(1)
    expect(tiles.container.querySelector('.leaflet-control-attribution')?.textContent).toContain(
      '© OpenStreetMap',
    )
  })

  it('highlights a zone: bolder shape and its popup with name and available slots', () => {
    const onZoneSelect = vi.fn()
    const { container, rerender } = render(
      <ZoneMap zones={testZones} tileUrl="" attribution="" onZoneSelect={onZoneSelect} />,
    )
    expect(container.querySelector('.ui-zone-popup')).toBeNull()
    rerender(
      <ZoneMap
        zones={testZones}
        tileUrl=""
        attribution=""
        highlightZoneId={testZones[1]?.id}
        onZoneSelect={onZoneSelect}
      />,
    )
    const popup = container.querySelector('.ui-zone-popup') as HTMLElement
    expect(popup).not.toBeNull()
    expect(popup.querySelector('.ui-zone-popup__title')?.textContent).toBe('Japigia')
    // Japigia's test zone excludes 07 and 08: 7 of the 9 built-in slots are left.
    const slots = [...popup.querySelectorAll('li')].map((li) => li.textContent)
    expect(slots).toHaveLength(7)
    expect(slots[0]).toBe('09:00 - 10:00')
    expect(slots).not.toContain('07:00 - 08:00')
    const highlighted = paths(container).find(
      (path) => path.getAttribute('data-zone-id') === testZones[1]?.id,
    )
    expect(highlighted?.getAttribute('stroke-width')).toBe('4')
    expect(onZoneSelect).toHaveBeenLastCalledWith(testZones[1]?.id)
  })

  it('tells when the popup closes', () => {
    const onZoneSelect = vi.fn()
    const { container } = render(
      <ZoneMap
        zones={testZones}
        tileUrl=""
        attribution=""
        highlightZoneId={testZones[0]?.id}
        onZoneSelect={onZoneSelect}
      />,
    )
    const close = container.querySelector<HTMLElement>('.leaflet-popup-close-button')
    expect(close).not.toBeNull()
    act(() => close?.click())
    expect(container.querySelector('.ui-zone-popup')).toBeNull()
    expect(onZoneSelect).toHaveBeenLastCalledWith(null)
  })

  it('renders custom popup content', () => {
    const { container } = render(
      <ZoneMap
        zones={testZones}
        tileUrl=""
        attribution=""
        highlightZoneId={testZones[2]?.id}
        renderPopup={(zone) => <strong className="custom">Consegne a {zone.name}</strong>}
      />,
    )
    expect(container.querySelector('.custom')?.textContent).toBe('Consegne a Torre a Mare')
  })

  it('keeps one path per zone when zones change', () => {
    const { container } = render(<ShrinkingZones />)
    expect(paths(container)).toHaveLength(3)
    act(() => screen.getByRole('button', { name: 'una' }).click())
    expect(paths(container)).toHaveLength(1)
  })

  it('works with no zones at all', () => {
    const { container } = render(<ZoneMap zones={[]} tileUrl="" attribution="" />)
    expect(paths(container)).toHaveLength(0)
    expect(screen.getByRole('region', { name: 'Mappa delle zone di consegna' })).toBeTruthy()
  })
})

/** A ZoneMap that picks points, as an app uses it: the reported point is passed back. */
function PickingMap({
  onPick,
  initial = null,
}: {
  onPick: (point: LatLng) => void
  initial?: LatLng | null
}) {
  const [point, setPoint] = useState<LatLng | null>(initial)
  return (
    <ZoneMap
      zones={testZones}
      tileUrl=""
      attribution=""
      pickedPoint={point}
      onPointPick={(picked) => {
        setPoint(picked)
        onPick(picked)
      }}
    />
  )
}

const mapOf = () => screen.getByRole('region', { name: 'Mappa delle zone di consegna' })
const pins = (root: Element) => root.querySelectorAll('.leaflet-marker-icon.ui-zone-map__pin')

describe('ZoneMap picking a point', () => {
  // happy-dom lays nothing out: the map gets a size (400 × 300 at the page's top left corner), so
  // that Leaflet turns a click's pixel into a real position.
  const WIDTH = 400
  const HEIGHT = 300
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => WIDTH })
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => HEIGHT })
  })
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth')
    Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight')
  })

  const lats = testZones.flatMap((zone) => zone.polygon.coordinates[0]?.map(([, lat]) => lat) ?? [])
  const lngs = testZones.flatMap((zone) => zone.polygon.coordinates[0]?.map(([lng]) => lng) ?? [])
  const inZonesBox = (point: LatLng) =>
    point.lat > Math.min(...lats) &&
    point.lat < Math.max(...lats) &&
    point.lng > Math.min(...lngs) &&
    point.lng < Math.max(...lngs)

  it('without onPointPick: a click on the map places nothing and the zones keep their popups', () => {
    const { container } = render(<ZoneMap zones={testZones} tileUrl="" attribution="" />)
    const map = mapOf()
    fireEvent.click(map, { clientX: 5, clientY: 5 })
    expect(pins(container)).toHaveLength(0)
    expect(map.classList.contains('ui-zone-map--picking')).toBe(false)
    expect(map.querySelector('.ui-zone-map__crosshair')).toBeNull()
    expect(map.hasAttribute('aria-keyshortcuts')).toBe(false)
    expect(paths(container).every((path) => path.classList.contains('leaflet-interactive'))).toBe(true)
  })

  it('a click reports the point under it and puts the marker there; Enter picks the centre', () => {
    const onPick = vi.fn()
    const { container } = render(<PickingMap onPick={onPick} />)
    const map = mapOf()
    expect(map.classList.contains('ui-zone-map--picking')).toBe(true)
    expect(pins(container)).toHaveLength(0)

    // Enter on the focused map: its centre, within the zones it is fitted to.
    fireEvent.keyDown(map, { key: 'Enter' })
    expect(onPick).toHaveBeenCalledTimes(1)
    const centre = onPick.mock.calls[0]?.[0] as LatLng
    expect(Object.keys(centre).sort()).toEqual(['lat', 'lng'])
    expect(inZonesBox(centre)).toBe(true)
    expect(pins(container)).toHaveLength(1)

    // A click in the middle of the map is that same centre.
    fireEvent.click(map, { clientX: WIDTH / 2, clientY: HEIGHT / 2 })
    const middle = onPick.mock.calls[1]?.[0] as LatLng
    fireEvent.click(map, { clientX: WIDTH / 2 + 1, clientY: HEIGHT / 2 + 1 })
    const pixel = onPick.mock.calls[2]?.[0] as LatLng
    // Within a pixel (Leaflet rounds the map's pixel origin).
    expect(Math.abs(middle.lat - centre.lat)).toBeLessThan(Math.abs(pixel.lat - middle.lat))
    expect(Math.abs(middle.lng - centre.lng)).toBeLessThan(Math.abs(pixel.lng - middle.lng))
    // Up and to the right: north and east of it; still one marker.
    fireEvent.click(map, { clientX: WIDTH / 2 + 60, clientY: HEIGHT / 2 - 40 })
    const northEast = onPick.mock.calls[3]?.[0] as LatLng
    expect(northEast.lat).toBeGreaterThan(centre.lat)
    expect(northEast.lng).toBeGreaterThan(centre.lng)
    expect(pins(container)).toHaveLength(1)
  })

  it('a click on a zone is a point too: zones take no clicks and open no popup while picking', () => {
    const onPick = vi.fn()
    const { container } = render(<PickingMap onPick={onPick} />)
    const drawn = paths(container)
    expect(drawn).toHaveLength(3)
    expect(drawn.some((path) => path.classList.contains('leaflet-interactive'))).toBe(false)
    fireEvent.click(drawn[1] as Element, { clientX: WIDTH / 2, clientY: HEIGHT / 2 })
    expect(onPick).toHaveBeenCalledTimes(1)
    expect(inZonesBox(onPick.mock.calls[0]?.[0] as LatLng)).toBe(true)
    expect(container.querySelector('.ui-zone-popup')).toBeNull()
  })

  it('Space picks too; other keys, and Enter on a zoom button, do not', () => {
    const onPick = vi.fn()
    const { container } = render(<PickingMap onPick={onPick} />)
    const map = mapOf()
    expect(map.getAttribute('aria-keyshortcuts')).toBe('Enter')
    expect(map.querySelector('.ui-zone-map__crosshair')?.getAttribute('aria-hidden')).toBe('true')
    fireEvent.keyDown(map, { key: ' ' })
    expect(onPick).toHaveBeenCalledTimes(1)
    fireEvent.keyDown(map, { key: 'a' })
    fireEvent.keyDown(container.querySelector('[title="Ingrandisci"]') as Element, { key: 'Enter' })
    expect(onPick).toHaveBeenCalledTimes(1)
  })

  it('dropping the dragged marker reports where it was dropped', () => {
    const onPick = vi.fn()
    const { container } = render(<PickingMap onPick={onPick} initial={{ lat: 41.115, lng: 16.875 }} />)
    const pin = pins(container)[0] as HTMLElement
    expect(pin).toBeDefined()
    // Leaflet's drag: press the left button on the marker, move, release. (Leaflet reads the
    // button from `which`, which happy-dom's events lack.)
    const mouse = (type: string, clientX: number, clientY: number) => {
      const event = new MouseEvent(type, { bubbles: true, button: 0, clientX, clientY })
      Object.defineProperty(event, 'which', { value: 1 })
      return event
    }
    act(() => {
      pin.dispatchEvent(mouse('mousedown', 100, 100))
      // (Dispatched on the marker, they bubble to the document, where Leaflet listens.)
      pin.dispatchEvent(mouse('mousemove', 160, 60))
      pin.dispatchEvent(mouse('mousemove', 180, 40))
    })
    expect(onPick).not.toHaveBeenCalled()
    act(() => {
      pin.dispatchEvent(mouse('mouseup', 180, 40))
    })
    expect(onPick).toHaveBeenCalledTimes(1)
    const dropped = onPick.mock.calls[0]?.[0] as LatLng
    // Dragged up and to the right: north and east of where it was.
    expect(dropped.lat).toBeGreaterThan(41.115)
    expect(dropped.lng).toBeGreaterThan(16.875)
  })

  it('shows the given point, and no marker for null', () => {
    const { container, rerender } = render(
      <ZoneMap
        zones={testZones}
        tileUrl=""
        attribution=""
        pickedPoint={{ lat: 41.11158, lng: 16.89587 }}
        onPointPick={() => {}}
      />,
    )
    expect(pins(container)).toHaveLength(1)
    rerender(
      <ZoneMap zones={testZones} tileUrl="" attribution="" pickedPoint={null} onPointPick={() => {}} />,
    )
    expect(pins(container)).toHaveLength(0)
  })

  it('going back to a plain map restores popups and drops the picker', () => {
    const { container, rerender } = render(
      <ZoneMap zones={testZones} tileUrl="" attribution="" onPointPick={() => {}} />,
    )
    rerender(<ZoneMap zones={testZones} tileUrl="" attribution="" />)
    const map = mapOf()
    expect(map.classList.contains('ui-zone-map--picking')).toBe(false)
    expect(map.querySelector('.ui-zone-map__crosshair')).toBeNull()
    fireEvent.click(map, { clientX: WIDTH / 2, clientY: HEIGHT / 2 })
    expect(pins(container)).toHaveLength(0)
    expect(paths(container)).toHaveLength(3)
    expect(paths(container).every((path) => path.classList.contains('leaflet-interactive'))).toBe(true)
    // A click on a zone opens its popup again.
    fireEvent.click(paths(container)[1] as Element, { clientX: WIDTH / 2, clientY: HEIGHT / 2 })
    expect(container.querySelector('.ui-zone-popup__title')?.textContent).toBe('Japigia')
    expect(pins(container)).toHaveLength(0)
  })
})

describe('ZoneMap with ZoneLegend', () => {
  it('a legend entry opens its zone’s popup, again after the popup was closed', async () => {
    const user = userEvent.setup()
    const { container } = render(<MapWithLegend />)
    const popupTitle = () => container.querySelector('.ui-zone-popup__title')?.textContent ?? null
    await user.click(screen.getByRole('button', { name: 'Japigia' }))
    expect(popupTitle()).toBe('Japigia')
    expect(screen.getByRole('button', { name: 'Japigia' }).getAttribute('aria-pressed')).toBe('true')
    await user.click(screen.getByRole('button', { name: 'Centro' }))
    // The popup opens once the map has finished moving to the zone (an animated pan here).
    await waitFor(() => expect(popupTitle()).toBe('Centro'))
    expect(screen.getByRole('button', { name: 'Japigia' }).getAttribute('aria-pressed')).toBe('false')
    act(() => container.querySelector<HTMLElement>('.leaflet-popup-close-button')?.click())
    expect(popupTitle()).toBeNull()
    expect(screen.getByRole('button', { name: 'Centro' }).getAttribute('aria-pressed')).toBe('false')
    await user.click(screen.getByRole('button', { name: 'Centro' }))
    await waitFor(() => expect(popupTitle()).toBe('Centro'))
  })
})
