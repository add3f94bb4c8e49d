import { expectTypeOf, test } from 'vitest'
import {
  createHttpGeocoder,
  createOfflineGeocoder,
  type GeocodeFetch,
  type GeocodeResult,
  type Geocoder,
} from './index'

test('the public types', async () => {
  expectTypeOf(createOfflineGeocoder()).toEqualTypeOf<Geocoder>()
  expectTypeOf(
    createHttpGeocoder({ baseUrl: 'https://x.example', flavour: 'photon' }),
  ).toEqualTypeOf<Geocoder>()
  const results = await createOfflineGeocoder().search('via sparano', {
    limit: 3,
    signal: AbortSignal.timeout(1000),
  })
  expectTypeOf(results).toEqualTypeOf<GeocodeResult[]>()
  expectTypeOf<GeocodeResult['kind']>().toEqualTypeOf<'street' | 'town'>()
  expectTypeOf<GeocodeResult['street']>().toEqualTypeOf<string | null>()
  // The runtime's fetch fits the adapter's port.
  expectTypeOf(fetch).toExtend<GeocodeFetch>()
})
