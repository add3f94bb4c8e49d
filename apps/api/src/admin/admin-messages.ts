import { deliveryDateLabel } from '@shop/slots'

/** The Italian messages of the admin routes. */
export const ADMIN_MSG = {
  orderNotFound: 'Ordine non trovato',
  unknownClosureZones: (ids: string[]) => `Zone sconosciute nella chiusura: ${ids.join(', ')}`,
  onTheWayNotRegistered:
    'WooCommerce non conosce lo stato «In consegna»: va registrato nel negozio (wc-out-for-delivery, vedi il README dell’API). Lo stato dell’ordine non è cambiato.',
  failedDeliveryNotRegistered:
    'WooCommerce non conosce lo stato «Consegna non riuscita»: va registrato nel negozio (wc-delivery-failed, vedi il README dell’API). Lo stato dell’ordine non è cambiato.',
  /** POST /api/admin/dispatch/departed for a date that is not today in Rome (both 'YYYY-MM-DD'). */
  departureNotToday: (date: string, today: string) =>
    `«Partito» si segna solo sul foglio di oggi, ${deliveryDateLabel(today)}: ${
      date > today
        ? `le consegne di ${deliveryDateLabel(date)} non possono ancora partire`
        : `${deliveryDateLabel(date)} è già passato`
    }. Nessun ordine è cambiato.`,
  invalidOrderId: "Numero d'ordine non valido",
  customerNotFound: 'Cliente non trovato',
  invalidCustomerId: 'ID cliente non valido',
  notACustomer: 'Il collegamento di accesso automatico si crea solo per i clienti, non per gli operatori',
  productNotFound: 'Prodotto non trovato',
  invalidProductId: 'ID prodotto non valido',
  unknownGateways: (ids: string[]) => `Metodi di pagamento sconosciuti: ${ids.join(', ')}`,
  nothingToSave: 'Nessuna impostazione da salvare',
  chosenGatewaysDisabled: (titles: string[]) =>
    `${titles.length === 1 ? 'Il metodo scelto è disattivato' : 'I metodi scelti sono disattivati'} in WooCommerce (${titles.join(', ')}): i clienti non potrebbero pagare. Scegli almeno un metodo attivo, o attivalo prima in WooCommerce.`,
  unknownGateway: (id: string) => `Metodo di pagamento sconosciuto in WooCommerce: ${id}`,
  invalidGatewayId: 'ID del metodo di pagamento non valido',
  lastEnabledGateway: (title: string) =>
    `«${title}» è l’ultimo metodo di pagamento attivo in WooCommerce: se lo disattivi, i clienti non possono pagare. Attiva prima un altro metodo. Non è cambiato nulla.`,
  lastChosenGateway: (title: string) =>
    `«${title}» è l’unico metodo attivo tra quelli offerti al checkout (Metodi di pagamento al checkout): se lo disattivi, i clienti non possono pagare. Offri prima un altro metodo attivo. Non è cambiato nulla.`,
  paymentMethodsBusy:
    'Un altro operatore sta cambiando i metodi di pagamento proprio ora: riprova tra qualche secondo.',
  noGatewayEnabled:
    'In WooCommerce non è attivo nessun metodo di pagamento: i clienti non potrebbero pagare. Attivane almeno uno in WooCommerce.',
} as const
