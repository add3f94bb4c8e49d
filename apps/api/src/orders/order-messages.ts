/**
 * The Italian messages of the order routes (checkout, order pages, pay-now). An address outside
 * the zones (422 outside_zones) or unclear (422 address_unclear) is refused with @shop/zones'
 * deliveryPromiseMessage, which says where it looked (zone-promise.ts).
 */
export const ORDER_MSG = {
  idempotencyKeyMissing: 'Manca la chiave Idempotency-Key',
  idempotencyKeyInvalid:
    'La chiave Idempotency-Key deve avere da 8 a 128 caratteri tra lettere, cifre, trattino (-) e trattino basso (_)',
  idempotencyMismatch: 'Questa chiave è già stata usata per un ordine diverso.',
  idempotencyPending: 'Un ordine con questa chiave è ancora in elaborazione: riprova tra qualche secondo.',
  slotHoldTaken:
    'Questa prenotazione della fascia è già stata usata per un ordine: scegli di nuovo la fascia.',
  slotFull: "La fascia oraria scelta è esaurita: scegline un'altra.",
  /** The slot's van cannot carry the order any more (its payload, less what its orders weigh). */
  vanOverweight: (leftKg: number) => `Il furgone di questa fascia può portare ancora ${leftKg} kg`,
  tooManyHolds:
    'Stai già tenendo due fasce orarie: completa un ordine o aspetta qualche minuto prima di sceglierne un’altra.',
  slotUnavailable: "La fascia oraria scelta non è più disponibile: scegline un'altra.",
  productsUnavailable: 'Alcuni prodotti non sono più disponibili',
  paymentUnavailable: 'Il metodo di pagamento scelto non è disponibile: scegline un altro.',
  guestRequired: 'Per ordinare senza accedere servono nome, cognome, email e telefono (campo guest)',
  staffCannotOrder:
    'Gli operatori non possono fare ordini come clienti: esci e ordina con un account cliente.',
  /** A real store without the seller's identity (ShopSettings.seller) takes no order (503). */
  sellerMissing:
    'Il negozio non può ancora ricevere ordini: mancano i dati del venditore. Riprova più tardi o contattaci.',
  orderNotFound: 'Ordine non trovato',
  invalidOrderId: "Numero d'ordine non valido",
  shopRejected:
    'Il negozio ha rifiutato la richiesta. Riprova tra poco o contattaci se il problema continua.',
} as const
