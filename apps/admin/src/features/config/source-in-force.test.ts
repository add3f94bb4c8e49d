import type { PluginFindings } from '@shop/api/contract'
import { describe, expect, it } from 'vitest'
import { sourceInForce } from './source-in-force'

const found = (orddd: PluginFindings['orddd'], portal: PluginFindings['portal'] = 'installed') => ({
  orddd,
  portal,
})

describe('sourceInForce', () => {
  it('names the plugin when it answers, the reserve calendar when it is missing or failing', () => {
    expect(sourceInForce('orddd', found('installed'))).toBe('In uso ora: il plugin Order Delivery Date.')
    expect(sourceInForce('orddd', found('missing'))).toBe(
      'In uso ora: il calendario di riserva, con le zone e le regole del negozio: il plugin Order Delivery Date non è installato in WooCommerce.',
    )
    expect(sourceInForce('orddd', found('failing'))).toBe(
      'In uso ora: il calendario di riserva, perché il plugin Order Delivery Date non risponde.',
    )
  })

  it('says the reserve calendar was chosen, whatever the plugin, and nothing while nothing is known', () => {
    for (const orddd of ['installed', 'missing', 'failing', 'unknown'] as const) {
      expect(sourceInForce('fallback', found(orddd))).toBe(
        'In uso ora: il calendario di riserva, scelto qui.',
      )
    }
    expect(sourceInForce('orddd', found('unknown'))).toBeNull()
  })

  it("adds the vans' portal for the slots only", () => {
    expect(sourceInForce('orddd', found('missing', 'missing'), { vans: true })).toMatch(
      / Il portale dei furgoni \(timeslot\.php\) non c’è: le fasce non sono filtrate per furgone\.$/,
    )
    expect(sourceInForce('orddd', found('installed', 'failing'), { vans: true })).toBe(
      'In uso ora: il plugin Order Delivery Date. Il portale dei furgoni non risponde: le fasce non sono filtrate per furgone.',
    )
    expect(sourceInForce('orddd', found('installed', 'missing'))).toBe(
      'In uso ora: il plugin Order Delivery Date.',
    )
    expect(sourceInForce('orddd', found('installed', 'installed'), { vans: true })).toBe(
      'In uso ora: il plugin Order Delivery Date.',
    )
  })
})
