import { createZone } from '@shop/zones'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { testZones } from '../testing/zones'
import { ZoneLegend } from './zone-legend'

describe('ZoneLegend', () => {
  it('lists every zone with its colour and name, as buttons', () => {
    render(<ZoneLegend zones={testZones} onSelect={() => {}} />)
    const list = screen.getByRole('list', { name: 'Zone di consegna' })
    const buttons = screen.getAllByRole('button')
    expect(list.querySelectorAll('li')).toHaveLength(3)
    expect(buttons.map((button) => button.textContent)).toEqual(['Centro', 'Japigia', 'Torre a Mare'])
    const swatches = [...list.querySelectorAll<HTMLElement>('.ui-zone-legend__swatch')]
    expect(swatches.map((swatch) => swatch.style.backgroundColor.toLowerCase())).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(#2563eb|rgb\(37, 99, 235\))$/)]),
    )
    expect(swatches[0]?.getAttribute('aria-hidden')).toBe('true')
  })

  it('calls onSelect with the zone id, from the mouse or the keyboard', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(<ZoneLegend zones={testZones} onSelect={onSelect} />)
    await user.click(screen.getByRole('button', { name: 'Japigia' }))
    expect(onSelect).toHaveBeenLastCalledWith(testZones[1]?.id)
    await user.tab()
    await user.keyboard('{Enter}')
    expect(onSelect).toHaveBeenLastCalledWith(testZones[2]?.id)
  })

  it('marks the active zone as pressed', () => {
    render(<ZoneLegend zones={testZones} highlightZoneId={testZones[2]?.id} onSelect={() => {}} />)
    expect(screen.getByRole('button', { name: 'Torre a Mare' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: 'Centro' }).getAttribute('aria-pressed')).toBe('false')
  })

  it('shows plain entries without onSelect, and Zona sconosciuta for a zone without a name', () => {
    const nameless = { ...createZone(1700000000009), name: '' }
    render(<ZoneLegend zones={[nameless]} title="Dove consegniamo" />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('list', { name: 'Dove consegniamo' }).textContent).toBe('Zona sconosciuta')
  })
})
