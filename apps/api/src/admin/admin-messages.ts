/** The Italian messages of the admin routes. */
export const ADMIN_MSG = {
  orderNotFound: 'Ordine non trovato',
  invalidOrderId: "Numero d'ordine non valido",
  customerNotFound: 'Cliente non trovato',
  invalidCustomerId: 'ID cliente non valido',
  notACustomer: 'Il collegamento di accesso automatico si crea solo per i clienti, non per gli operatori',
  productNotFound: 'Prodotto non trovato',
  invalidProductId: 'ID prodotto non valido',
  unknownGateways: (ids: string[]) => `Metodi di pagamento sconosciuti: ${ids.join(', ')}`,
  nothingToSave: 'Nessuna impostazione da salvare',
} as const
