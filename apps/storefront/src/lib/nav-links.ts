/** The four product families of SPEC.md section 5, in the order the shop shows them. */
export const CATEGORY_LINKS = [
  { slug: 'acqua', label: 'Acqua' },
  { slug: 'birra', label: 'Birra' },
  { slug: 'bevande', label: 'Bevande' },
  { slug: 'vino', label: 'Vino' },
] as const

export const INFO_LINKS = [
  { to: '/informazioni/acqua-plastica', label: 'Acqua in plastica' },
  { to: '/informazioni/acqua-vetro', label: 'Acqua in vetro' },
  { to: '/zone-map', label: 'Zone di consegna' },
  { to: '/faq', label: 'Domande frequenti' },
  { to: '/chisiamo', label: 'Chi siamo' },
  { to: '/contatti', label: 'Contatti' },
] as const

/**
 * The order's lookup: a guest follows an order by its number and e-mail (/ordine opens the form
 * without a key), in the header's menu, the footer and on the confirmation page.
 */
export const ORDER_LOOKUP_LINK = { to: '/ordine', label: 'Segui il tuo ordine' } as const

/**
 * The legal pages (issue 27), in the footer of every page and in the checkout's pre-contract
 * information: what an Italian online shop must show before it sells.
 */
export const LEGAL_LINKS = [
  { to: '/condizioni-di-vendita', label: 'Condizioni generali di vendita' },
  { to: '/privacy', label: 'Informativa privacy' },
  { to: '/cookie', label: 'Cookie' },
  { to: '/note-legali', label: 'Note legali' },
] as const

/** 'Recedi dal contratto qui' (art. 54-bis Codice del Consumo): the withdrawal's public page (issue 27). */
export const WITHDRAWAL_PATH = '/recesso'
