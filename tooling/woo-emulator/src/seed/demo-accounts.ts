import type { DemoAccount, LatLng } from './seed-data'

const ACCOUNTS: DemoAccount[] = [
  {
    role: 'administrator',
    username: 'admin',
    email: 'admin@baribevande.it',
    password: 'BariBevande#2026',
    first_name: 'Amministratore',
    last_name: 'Bari Bevande',
    description: 'Amministratore WordPress del negozio (account demo).',
  },
  {
    role: 'shop_manager',
    username: 'operatore',
    email: 'operatore@baribevande.it',
    password: 'Operatore#2026',
    first_name: 'Operatore',
    last_name: 'Bari Bevande',
    description: 'Gestore del negozio: ordini, clienti, prodotti e zone (account demo).',
  },
  {
    role: 'customer',
    username: 'maria.lorusso@example.com',
    email: 'maria.lorusso@example.com',
    password: 'DemoCentro#2026',
    first_name: 'Maria',
    last_name: 'Lorusso',
    description: 'Cliente demo nella zona Centro: Via Sparano da Bari 84, 70121 Bari.',
  },
  {
    role: 'customer',
    username: 'giuseppe.abbrescia@example.com',
    email: 'giuseppe.abbrescia@example.com',
    password: 'DemoJapigia#2026',
    first_name: 'Giuseppe',
    last_name: 'Abbrescia',
    description: 'Cliente demo nella zona Japigia: Via Peucetia 22, 70126 Bari.',
  },
  {
    role: 'customer',
    username: 'angela.cassano@example.com',
    email: 'angela.cassano@example.com',
    password: 'DemoTriggiano#2026',
    first_name: 'Angela',
    last_name: 'Cassano',
    description: 'Cliente demo a Triggiano: Via Casalino 15, 70019 Triggiano.',
  },
]

/**
 * Accounts with known passwords for demos and end-to-end tests. The staff come first, then three
 * customers in three different zones; all of them lead SeedData.customers in this order. The
 * customers' addresses use example.com, which never delivers mail to anyone.
 */
export const DEMO_ACCOUNTS: readonly Readonly<DemoAccount>[] = Object.freeze(
  ACCOUNTS.map((account) => Object.freeze(account)),
)

/** Where the demo customers live (by email). */
export interface DemoHome {
  zoneName: string
  address_1: string
  address_2: string
  city: string
  postcode: string
  phone: string
  coordinates: LatLng
}

export const DEMO_HOMES: Readonly<Record<string, DemoHome>> = {
  'maria.lorusso@example.com': {
    zoneName: 'Centro',
    address_1: 'Via Sparano da Bari, 84',
    address_2: 'Scala A, piano 3',
    city: 'Bari',
    postcode: '70121',
    phone: '+39 347 555 0101',
    coordinates: { lat: 41.12258, lng: 16.86964 },
  },
  'giuseppe.abbrescia@example.com': {
    zoneName: 'Japigia',
    address_1: 'Via Peucetia, 22',
    address_2: '',
    city: 'Bari',
    postcode: '70126',
    phone: '080 555 0102',
    coordinates: { lat: 41.11158, lng: 16.89587 },
  },
  'angela.cassano@example.com': {
    zoneName: 'Triggiano',
    address_1: 'Via Casalino, 15',
    address_2: '',
    city: 'Triggiano',
    postcode: '70019',
    phone: '+39 349 555 0103',
    coordinates: { lat: 41.066, lng: 16.925 },
  },
}
