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

/**
 * The online withdrawal (art. 54-bis Codice del Consumo): the public page where a guest withdraws
 * with the order's number and e-mail, in the footer of every page. The label is @shop/orders'
 * WITHDRAWAL_TERMS.action, written out so that every page's bundle does not carry all the terms.
 */
export const WITHDRAWAL_LINK = { to: '/recesso', label: 'Recedi dal contratto qui' } as const

/** The withdrawal page's path, for the legal pages' and the checkout's links. */
export const WITHDRAWAL_PATH = WITHDRAWAL_LINK.to
