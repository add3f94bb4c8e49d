/** A handful of hand-written customers whose every match is known, for the strategy tests. */
import { buildCustomer } from './customer-builder'

export const mario = buildCustomer({
  id: 11,
  email: 'mario.rossi@libero.it',
  first_name: 'Mario',
  last_name: 'Rossi',
  username: 'mrossi',
  date_created: '2024-03-01T09:00:00',
  billing: {
    first_name: 'Mario',
    last_name: 'Rossi',
    address_1: 'Via Argiro 5',
    city: 'Bari',
    postcode: '70122',
    email: 'mario.rossi@libero.it',
    phone: '+39 080 123 4567',
  },
})

export const maria = buildCustomer({
  id: 12,
  email: 'maria.rossini@gmail.com',
  first_name: 'Maria',
  last_name: 'Rossini',
  username: 'mariar',
  date_created: '2025-01-10T18:30:00',
  billing: { address_1: 'Corso Cavour 10', city: 'Bari', postcode: '70121', phone: '347 123 4567' },
})

export const giuseppe = buildCustomer({
  id: 13,
  email: 'g.lorusso@alice.it',
  first_name: 'Giuseppe',
  last_name: 'Lorusso',
  username: 'bevande.express',
  date_created: '2023-05-05T12:00:00',
  billing: {
    address_1: 'Via Sparano da Bari 3',
    address_2: 'Scala B',
    city: 'Bari',
    postcode: '70121',
    phone: '0801112233',
  },
})

export const anna = buildCustomer({
  id: 14,
  email: 'anna.esposito@libero.it',
  first_name: 'Anna',
  last_name: 'Esposito',
  username: 'annae',
  role: 'subscriber',
  date_created: '2022-01-01T08:00:00',
  billing: { address_1: 'Via Roma 1', city: 'Modugno', postcode: '70026', phone: '(080) 765-4321' },
  shipping: { address_1: 'Viale Japigia 40', city: 'Bari', postcode: '70126' },
})

export const luigi = buildCustomer({
  id: 15,
  email: 'luigi.ricci@yahoo.it',
  first_name: 'Luigi',
  last_name: 'Ricci',
  username: 'lricci',
  date_created: '2021-02-02T10:00:00',
  billing: { address_1: 'Via Napoli 77', city: 'Bari', postcode: '70123', phone: '0039 333 9876543' },
})

export const fixtureCustomers = [mario, maria, giuseppe, anna, luigi]
