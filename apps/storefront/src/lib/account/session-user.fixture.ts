import type { SessionUser } from './auth-state'

/** A session user for the account tests. */
export const fixtureAddress = {
  firstName: 'Mario',
  lastName: 'Rossi',
  company: '',
  address1: 'Via Sparano 1',
  address2: '',
  city: 'Bari',
  postcode: '70121',
  province: 'BA',
  country: 'IT',
  phone: '333 123 4567',
}

export const fixtureUser = (id = 42, firstName = 'Mario'): SessionUser => ({
  id,
  email: 'mario.rossi@example.it',
  username: 'mario.rossi',
  firstName,
  lastName: 'Rossi',
  role: 'customer',
  billing: { ...fixtureAddress, email: 'mario.rossi@example.it' },
  shipping: fixtureAddress,
})
