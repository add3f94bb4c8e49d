import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
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
