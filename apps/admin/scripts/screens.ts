/** Every admin screen with the heading that says it has loaded (the weights script and the a11y tests). */
export const SCREENS = [
  { path: '/admin/login', heading: /Gestione/ },
  { path: '/admin', heading: 'Ordini' },
  { path: '/admin/orders', heading: 'Ordini' },
  { path: '/admin/dispatch', heading: 'Consegne' },
  { path: '/admin/calendario', heading: 'Calendario consegne' },
  { path: '/admin/zones', heading: 'Zone di consegna' },
  { path: '/admin/customers', heading: 'Clienti' },
  { path: '/admin/products', heading: 'Prodotti' },
  { path: '/admin/config', heading: 'Configurazione' },
  { path: '/admin/pagina-che-non-esiste', heading: 'Pagina non trovata' },
] as const
