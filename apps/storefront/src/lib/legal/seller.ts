import { formatEuro } from '@shop/catalog'
import type { Seller } from '@shop/forms'

/**
 * The seller's identity as the shop writes it to customers (footer, legal pages, the checkout's
 * pre-contract information): one way of writing each part, so the pages never disagree.
 */

/** 'Via Napoli 120, 70123 Bari (BA)'. */
export function sellerAddress(seller: Seller): string {
  return `${seller.street}, ${seller.postcode} ${seller.city} (${seller.province})`
}

/** 'REA BA-123456' (the Registro delle Imprese's office and number). */
export function sellerRea(seller: Seller): string {
  return `REA ${seller.reaOffice}-${seller.reaNumber}`
}

/** The share capital as written in euros ('10.000,00 €'), or null for a business without one. */
export function sellerShareCapital(seller: Seller): string | null {
  if (seller.shareCapital === null) return null
  return formatEuro(seller.shareCapital)
}

/** The codice fiscale when it is not the partita IVA itself, else null. */
export function sellerTaxCode(seller: Seller): string | null {
  return seller.taxCode && seller.taxCode !== seller.vatNumber ? seller.taxCode : null
}

/** The phone as a tel: link ('080 123 4567' → 'tel:+390801234567'; a +39 number kept). */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '').replace(/^00/, '+')
  return `tel:${digits.startsWith('+') ? digits : `+39${digits}`}`
}

/** What a page says while the seller is not entered (a real store before its administrators do it). */
export const SELLER_MISSING =
  'I dati del venditore (ragione sociale, partita IVA, sede e recapiti) non sono ancora stati inseriti dal negozio: finché mancano, il negozio non riceve ordini.'
