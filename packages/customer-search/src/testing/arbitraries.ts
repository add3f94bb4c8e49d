/** fast-check arbitraries of customers, from well-formed to thoroughly malformed. */
import fc from 'fast-check'
import type { SearchableCustomer } from '../searchable-customer'

/** Terms that hit the rules, plus random text. */
export const termArbitrary = fc.oneof(
  fc.constantFrom(
    'mario',
    'Rossi',
    'Mario Rossi',
    '42',
    '7',
    'mario.rossi@libero.it',
    '70121',
    'bari',
    'Via Argiro 5',
    '080 123 4567',
    '+39 080 123 4567',
    '',
    '  ',
  ),
  fc.string({ maxLength: 12 }),
)

const text = fc.oneof(
  fc.constantFrom(
    '',
    'Mario',
    'Rossi',
    'mario.rossi@libero.it',
    'MARIO.ROSSI@LIBERO.IT',
    'Bari',
    '70121',
    'Via Argiro 5',
    '+39 080 123 4567',
    '0801234567',
    '42',
  ),
  fc.string({ maxLength: 10 }),
)

const field = fc.oneof(
  { weight: 6, arbitrary: text },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.object()) },
)

const address = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record(
      {
        first_name: field,
        last_name: field,
        address_1: field,
        address_2: field,
        city: field,
        postcode: field,
        email: field,
        phone: field,
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.anything() },
)

const date = fc.oneof(
  fc.constantFrom(
    '2024-01-01T10:00:00',
    '2024-01-01T10:00:00Z',
    '2024-01-01T09:30:00+01:00',
    '2023-06-01T08:00:00',
    'not a date',
    '',
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 19)),
  fc.anything(),
)

const id = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 60 }) },
  { weight: 1, arbitrary: fc.constantFrom(42, 7, 70121) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.double(),
      fc.string({ maxLength: 4 }),
      fc.constantFrom(undefined, null, Number.NaN, -0, Number.POSITIVE_INFINITY),
    ),
  },
)

/** Customers as a source may send them: mostly well-formed, sometimes anything at all. */
export const customerArbitrary: fc.Arbitrary<SearchableCustomer> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record(
      {
        id,
        email: field,
        first_name: field,
        last_name: field,
        username: field,
        date_created: date,
        billing: address,
        shipping: address,
      },
      { requiredKeys: ['id'] },
    ),
  },
  { weight: 1, arbitrary: fc.anything() },
) as fc.Arbitrary<SearchableCustomer>
