import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DeliveryChargeSummary } from './delivery-charge-summary'
import { DELIVERY_ZONE_KEY, rememberDeliveryZone, rememberedDeliveryZone } from './delivery-zone'

const palese = {
  id: 'zona-1735689600015',
  name: 'Palese',
  color: '#16A34A',
  timeSlotRestrictions: { preferredSlots: [], excludedSlots: [] },
  minimumOrderCents: 1500,
  deliveryFeeCents: 290,
  freeDeliveryFromCents: 3900,
}

afterEach(() => {
  cleanup()
  window.localStorage.clear()
})

describe('the remembered delivery zone', () => {
  it('keeps the name and the three amounts of a zone, nothing else', () => {
    rememberDeliveryZone(palese)
    expect(rememberedDeliveryZone()).toEqual({
      id: palese.id,
      name: 'Palese',
      minimumOrderCents: 1500,
      deliveryFeeCents: 290,
      freeDeliveryFromCents: 3900,
    })
  })

  it('reads nothing, or something that is not a zone, as no zone; unusable amounts as unset', () => {
    expect(rememberedDeliveryZone()).toBeNull()
    window.localStorage.setItem(DELIVERY_ZONE_KEY, '{not json')
    expect(rememberedDeliveryZone()).toBeNull()
    window.localStorage.setItem(DELIVERY_ZONE_KEY, JSON.stringify({ name: 'Palese' }))
    expect(rememberedDeliveryZone()).toBeNull()
    window.localStorage.setItem(
      DELIVERY_ZONE_KEY,
      JSON.stringify({ id: 'zona-1', name: 'Palese', deliveryFeeCents: -1, minimumOrderCents: '15' }),
    )
    expect(rememberedDeliveryZone()).toEqual({ id: 'zona-1', name: 'Palese' })
  })
})

describe('DeliveryChargeSummary', () => {
  it('shows the fee, what is missing for free delivery and the minimum, and the total with the delivery', () => {
    render(<DeliveryChargeSummary zone={palese} productsTotal={10.9} />)
    expect(screen.getByTestId('delivery-fee').textContent).toBe('2,90\u00a0€')
    expect(screen.getByTestId('free-delivery-hint').textContent).toBe(
      'Mancano 28,10\u00a0€ per la consegna gratuita',
    )
    expect(screen.getByRole('alert').textContent).toBe(
      "L'ordine minimo per la zona Palese è 15,00\u00a0€: mancano 4,10\u00a0€",
    )
    expect(screen.getByTestId('total-with-delivery').textContent).toBe('13,80\u00a0€')
  })

  it('says Gratuita from the threshold on, with no hint and no minimum', () => {
    render(<DeliveryChargeSummary zone={palese} productsTotal={39} />)
    expect(screen.getByTestId('delivery-fee').textContent).toBe('Gratuita')
    expect(screen.queryByTestId('free-delivery-hint')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByTestId('total-with-delivery').textContent).toBe('39,00\u00a0€')
  })
})
