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
