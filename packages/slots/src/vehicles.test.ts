import * as zones from '@shop/zones'
import { describe, expect, it } from 'vitest'
import { VEHICLES } from './index'

describe('VEHICLES', () => {
  it('is the very list of @shop/zones, not a copy', () => {
    expect(VEHICLES).toBe(zones.VEHICLES)
  })

  it('holds the six vans of SPEC.md section 9', () => {
    expect(VEHICLES).toEqual([
      'Fiorino',
      'Fiat Ducato',
      'Fiat new Ducato',
      'Mega Ducato',
      'Molisia',
      'Renault Master',
    ])
  })
})
