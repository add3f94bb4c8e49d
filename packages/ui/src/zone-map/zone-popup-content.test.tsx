import { TIME_SLOTS } from '@shop/slots'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testZones } from '../testing/zones'
import { ZonePopupContent } from './zone-popup-content'

describe('ZonePopupContent', () => {
  it('shows the name, the description and every available slot in time order', () => {
    const zone = testZones[0]
    if (!zone) throw new Error('test zone missing')
    const { container } = render(<ZonePopupContent zone={zone} />)
    expect(container.querySelector('.ui-zone-popup__title')?.textContent).toBe('Centro')
    expect(screen.getByText('Servizio consegne attivo con fasce orarie disponibili')).toBeTruthy()
    expect(screen.getByText('Fasce orarie disponibili')).toBeTruthy()
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([...TIME_SLOTS])
  })

  it('shows Zona sconosciuta for a zone without a name', () => {
    const zone = testZones[0]
    if (!zone) throw new Error('test zone missing')
    const { container } = render(<ZonePopupContent zone={{ ...zone, name: '  ' }} />)
    expect(container.querySelector('.ui-zone-popup__title')?.textContent).toBe('Zona sconosciuta')
  })

  it('says so when every slot is excluded', () => {
    const zone = testZones[0]
    if (!zone) throw new Error('test zone missing')
    render(
      <ZonePopupContent
        zone={{
          ...zone,
          description: '',
          timeSlotRestrictions: { preferredSlots: [], excludedSlots: [...TIME_SLOTS] },
        }}
      />,
    )
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.getByText('Nessuna fascia oraria disponibile')).toBeTruthy()
    expect(screen.queryByText('Servizio consegne attivo con fasce orarie disponibili')).toBeNull()
  })
})
