/*
 * Facts shown on the information pages (FAQ, chi siamo, contatti, pagine sull'acqua).
 *
 * DEMO VALUES: phone, WhatsApp, e-mail, address and customer-service hours below are plausible
 * placeholders for a shop in Bari, not real contacts. Replace them with the real ones before going live.
 *
 * Delivery days, slots and areas follow SPEC.md (sections 1, 5, 9): own vans, Monday to Saturday,
 * hourly slots 07:00 - 16:00, 26 zones in province BA.
 */

export interface ContactChannel {
  /** As shown to the customer. */
  readonly display: string
  /** Link target (tel:, https://wa.me/..., mailto:). */
  readonly href: string
}

/** Customer-service landline (demo value: replace before going live). */
export const CONTACT_PHONE: ContactChannel = {
  display: '080 534 7120',
  href: 'tel:+390805347120',
}

/** Mobile number on WhatsApp (demo value: replace before going live). */
export const WHATSAPP: ContactChannel = {
  display: '+39 345 678 9012',
  href: 'https://wa.me/393456789012',
}

/** Customer-service e-mail address (demo value: replace before going live). */
export const CONTACT_EMAIL: ContactChannel = {
  display: 'assistenza@baribevande.it',
  href: 'mailto:assistenza@baribevande.it',
}

/** Office and depot the vans leave from (demo value: replace before going live). */
export const SHOP_ADDRESS = {
  street: 'Viale Lindemann 10',
  area: 'Zona Industriale',
  postalCode: '70132',
  city: 'Bari',
  province: 'BA',
} as const

export interface OpeningHours {
  readonly days: string
  readonly hours: string
}

/** When the customer service answers phone, WhatsApp and e-mail (demo value: replace before going live). */
export const CUSTOMER_SERVICE_HOURS: readonly OpeningHours[] = [
  { days: 'Dal lunedì al venerdì', hours: '8:00 - 13:00 e 14:30 - 18:00' },
  { days: 'Sabato', hours: '8:00 - 13:00' },
  { days: 'Domenica e festivi', hours: 'chiuso' },
]

/** Delivery days, as a phrase. */
export const DELIVERY_DAYS = 'dal lunedì al sabato'

/** Days without deliveries, as a phrase. */
export const NO_DELIVERY_DAYS = 'la domenica e nei giorni festivi'

/** The first and last hourly slot of the day (SPEC.md section 9: nine slots, 07:00 - 16:00). */
export const FIRST_SLOT = '07:00 - 08:00'
export const LAST_SLOT = '15:00 - 16:00'
export const DELIVERY_HOURS = { from: '07:00', to: '16:00' } as const

/** Bari districts served (SPEC.md section 9, names written for people). */
export const BARI_AREAS: readonly string[] = [
  'Centro',
  'Madonnella',
  'Libertà',
  'Japigia',
  'Carrassi-San Pasquale',
  'Via Amendola-San Pasquale',
  'Poggiofranco',
  'Poggiofranco-Carbonara',
  'Carbonara-Ceglie del Campo',
  'Mungivacca',
  'Loseto',
  'San Paolo',
  'San Girolamo-Fesca',
  'Stanic',
  'Palese',
  'San Giorgio',
  'Torre a Mare',
  'Zona Industriale Modugno-San Paolo',
]

/** Towns near Bari served. */
export const NEARBY_TOWNS: readonly string[] = [
  'Modugno',
  'Triggiano',
  'Capurso',
  'Valenzano',
  'Cellamare',
  'Bitritto',
  'Adelfia',
  'Casamassima',
]

/** All delivery zones: 26. */
export const DELIVERY_ZONE_COUNT = BARI_AREAS.length + NEARBY_TOWNS.length

/** Payment methods accepted at checkout. */
export const PAYMENT_METHODS: readonly string[] = [
  'carta di pagamento, online, al momento dell’ordine',
  'bonifico bancario',
  'PayPal',
]
