/** The Italian messages of the admin routes. */
export const ADMIN_MSG = {
  orderNotFound: 'Ordine non trovato',
  unknownClosureZones: (ids: string[]) => `Zone sconosciute nella chiusura: ${ids.join(', ')}`,
  onTheWayNotRegistered:
    'WooCommerce non conosce lo stato «In consegna»: va registrato nel negozio (wc-out-for-delivery, vedi il README dell’API). Lo stato dell’ordine non è cambiato.',
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
  noGatewayEnabled:
    'In WooCommerce non è attivo nessun metodo di pagamento: i clienti non potrebbero pagare. Attivane almeno uno in WooCommerce.',
} as const
