import { stripHtml } from '@shop/catalog'
import type { InvoiceRequest, Seller } from '@shop/forms'
import { wooCents } from '@shop/orders'
import { type BankAccount, GATEWAY_IDS } from '@shop/payments'
import type { Order } from '@shop/woo-client'

/**
 * The FatturaPA 1.2 XML (FPR12: an invoice between private parties) of one order, as the Sistema
 * di Interscambio takes it (Agenzia delle Entrate, 'Specifiche tecniche' 1.2.2; the schema is in
 * xsd/, the tests validate against it). Everything is read from the order as WooCommerce keeps it:
 *
 * - one DettaglioLinee per product line (its net total, WooCommerce's line `total`, and the unit
 *   price with up to 8 decimals), then the delivery fee and the deposit on returnable glass;
 * - each taxed line's rate is the rate of its `taxes` in the order's `tax_lines`; the deposit is a
 *   fee line WooCommerce taxes at nothing ('tax_status: none', issue 26), outside the VAT base
 *   (Natura N1, escluso art. 15 DPR 633/72); any other line without VAT is refused (`lineWithoutVat`);
 * - DatiRiepilogo per rate: the VAT is taken out of what the customer paid at that rate (the
 *   gross, VAT included, as the shop's prices are entered), rounded once, and the taxable amount
 *   is the rest — the VAT of an Italian invoice is computed on the rate's total, where WooCommerce
 *   rounds it line by line, so the two may differ by a cent; the lines' own nets are brought to
 *   the rate's taxable amount with Arrotondamento. So ImponibileImporto × AliquotaIVA gives
 *   Imposta within the SdI's cent, and ImportoTotaleDocumento is exactly what the order cost.
 */

export const FATTURA_PA_NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2'

/** FatturaPA's ModalitaPagamento by WooCommerce gateway id (MP08: card, also PayPal). */
export const PAYMENT_MODES: Readonly<Record<string, string>> = Object.freeze({
  [GATEWAY_IDS.bankTransfer]: 'MP05',
  [GATEWAY_IDS.card]: 'MP08',
  [GATEWAY_IDS.wallet]: 'MP08',
  [GATEWAY_IDS.cashOnDelivery]: 'MP01',
  [GATEWAY_IDS.cheque]: 'MP02',
})

/** The text of a deposit line's legal reference (DatiRiepilogo RiferimentoNormativo). */
export const DEPOSIT_REFERENCE = 'Escluso art. 15 DPR 633/72 (cauzione vuoti a rendere)'

export interface InvoiceNumber {
  /** The number within its year: 1, 2, 3 … without gaps. */
  number: number
  year: number
  /** The invoice's date (Europe/Rome), 'YYYY-MM-DD': the day it was first issued. */
  date: string
}

export interface FatturaPaParts {
  order: Order
  seller: Seller
  buyer: InvoiceRequest
  invoice: InvoiceNumber
  /** The account a bank transfer was paid to (its IBAN goes in DatiPagamento), or null. */
  bank: BankAccount | null
}

/** Why an order cannot be written as a FatturaPA: an Italian sentence for operators. */
export class InvoiceContentError extends Error {}

/** The invoice's Numero as it is printed: '12/2026'. */
export const invoiceNumberText = (invoice: Pick<InvoiceNumber, 'number' | 'year'>) =>
  `${invoice.number}/${invoice.year}`

/**
 * The ProgressivoInvio of an invoice: unique among the seller's transmissions, at most 10
 * characters: the year and the number on 6 digits ('2026000012').
 */
export const progressiveOf = (invoice: Pick<InvoiceNumber, 'number' | 'year'>) =>
  `${invoice.year}${String(invoice.number).padStart(6, '0')}`

// ── Text as the schema takes it ───────────────────────────────────────────────────────────────

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char)

/** Typography outside Latin-1 written with the Latin-1 characters closest to it. */
const LATIN_SUBSTITUTES: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '€': 'EUR',
  '•': '-',
}

/**
 * A text for the schema's Latin types (String…LatinType: Basic Latin and Latin-1 only, no control
 * characters): Italian letters stay ('Società'), typography is replaced, anything else is dropped;
 * spaces collapsed; cut to `max` characters; then escaped for XML.
 */
export function latinText(text: string, max: number): string {
  const latin = [...text.normalize('NFC')]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return char
      if (char === '\t' || char === '\n' || char === '\r') return ' '
      return LATIN_SUBSTITUTES[char] ?? ''
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
  return escapeXml([...latin].slice(0, max).join('').trim())
}

// ── Amounts ───────────────────────────────────────────────────────────────────────────────────

/** Cents as the schema's 2-decimal amount: 1234 → '12.34', -5 → '-0.05'. */
export function amount2(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/**
 * A line's net total over its quantity as the schema's unit price (2 to 8 decimals, exact to the
 * 8th, rounded half up): 1107 cents / 3 → '3.69', 1000 / 3 → '3.33333333'.
 */
export function unitPrice(totalCents: number, quantity: number): string {
  if (!Number.isInteger(quantity) || quantity <= 0) throw new RangeError(`unitPrice: quantity ${quantity}`)
  // In hundred-millionths of a euro: cents × 10^6, divided by the quantity, rounded half up.
  const scaled = BigInt(Math.abs(totalCents)) * 1_000_000n
  const q = BigInt(quantity)
  const units = (scaled * 2n + q) / (2n * q)
  const whole = units / 100_000_000n
  const fraction = String(units % 100_000_000n)
    .padStart(8, '0')
    .replace(/0{1,6}$/, '')
    .padEnd(2, '0')
  return `${totalCents < 0 ? '-' : ''}${whole}.${fraction}`
}

/** A rate as the schema writes it: 22 → '22.00'. */
const rateText = (percent: number) => percent.toFixed(2)

// ── Lines ─────────────────────────────────────────────────────────────────────────────────────

/** One DettaglioLinee, and the group of the recap it belongs to. */
export interface InvoiceLine {
  description: string
  quantity: number
  /** The line's total without VAT, in cents. */
  netCents: number
  /** What the customer paid for the line, VAT included, in cents. */
  grossCents: number
  /** The VAT rate in percent, or null for a line outside the VAT base (Natura N1). */
  ratePercent: number | null
}

/** One DatiRiepilogo: a rate (or the deposit's N1) with its taxable amount and its VAT. */
export interface InvoiceRecap {
  ratePercent: number | null
  /** The rate's taxable amount less the sum of its lines' nets (Arrotondamento), in cents. */
  roundingCents: number
  taxableCents: number
  vatCents: number
}

interface TaxedLine {
  total?: string
  total_tax?: string
  taxes?: unknown
}

const cents = (value: unknown, what: string): number => {
  const read = wooCents(value ?? '0')
  if (read === null) throw new InvoiceContentError(`L'importo di ${what} non è leggibile (${String(value)}).`)
  return read
}

/** The rates of the order's tax lines, by rate id. */
function ratesOf(order: Order): Map<number, number> {
  const rates = new Map<number, number>()
  const lines = (order as { tax_lines?: unknown }).tax_lines
  if (!Array.isArray(lines)) return rates
  for (const line of lines as { rate_id?: unknown; id?: unknown; rate_percent?: unknown }[]) {
    const id = Number(line.rate_id ?? line.id)
    const percent = Number(line.rate_percent)
    if (Number.isFinite(id) && Number.isFinite(percent)) rates.set(id, percent)
  }
  return rates
}

/** The VAT rate of a line: the rate of the one tax it carries (null: the line has none). */
function lineRate(line: TaxedLine, rates: Map<number, number>, what: string): number | null {
  const taxes = Array.isArray(line.taxes) ? (line.taxes as { id?: unknown; total?: unknown }[]) : []
  const charged = taxes.filter((tax) => (wooCents(tax.total ?? '0') ?? 0) !== 0)
  if (charged.length === 0) return null
  const ids = new Set(charged.map((tax) => Number(tax.id)))
  if (ids.size > 1)
    throw new InvoiceContentError(`${what} ha più aliquote IVA insieme: la fattura va emessa a mano.`)
  const rate = rates.get([...ids][0] as number)
  if (rate === undefined || rate <= 0)
    throw new InvoiceContentError(`L'aliquota IVA di ${what} non è tra le imposte dell'ordine.`)
  return rate
}

/**
 * The order's lines as the invoice lists them: products, then the delivery fee (when charged),
 * then the fees (the deposit). A product or the delivery without VAT cannot be invoiced here.
 */
export function invoiceLines(order: Order): InvoiceLine[] {
  const rates = ratesOf(order)
  const lines: InvoiceLine[] = []
  for (const item of order.line_items ?? []) {
    const name = stripHtml(item.name) || `Prodotto ${item.product_id}`
    const what = `«${name}»`
    const netCents = cents(item.total, what)
    const ratePercent = lineRate(item, rates, what)
    if (ratePercent === null && netCents !== 0) throw lineWithoutVat(what)
    lines.push({
      description: name,
      quantity: item.quantity,
      netCents,
      grossCents: netCents + cents(item.total_tax, what),
      ratePercent,
    })
  }
  for (const shipping of order.shipping_lines ?? []) {
    const what = 'la consegna'
    const netCents = cents(shipping.total, what)
    if (netCents === 0) continue
    const ratePercent = lineRate(shipping, rates, what)
    if (ratePercent === null) throw lineWithoutVat(what)
    lines.push({
      description: stripHtml(shipping.method_title ?? '') || 'Consegna a domicilio',
      quantity: 1,
      netCents,
      grossCents: netCents + cents(shipping.total_tax, what),
      ratePercent,
    })
  }
  for (const fee of order.fee_lines ?? []) {
    const name = stripHtml(fee.name ?? '') || 'Cauzione vuoti'
    const what = `«${name}»`
    const netCents = cents(fee.total, what)
    if (netCents === 0) continue
    const ratePercent = lineRate(fee, rates, what)
    // A fee without VAT is the deposit on returnable glass, outside the VAT base.
    lines.push({
      description: name,
      quantity: 1,
      netCents,
      grossCents: netCents + cents(fee.total_tax, what),
      ratePercent,
    })
  }
  if (lines.length === 0) throw new InvoiceContentError("L'ordine non ha righe da fatturare.")
  return lines
}

const lineWithoutVat = (what: string) =>
  new InvoiceContentError(
    `${what} non ha l'IVA nell'ordine di WooCommerce (imposte disattivate?): la fattura va emessa a mano.`,
  )

/**
 * The recap per rate: the VAT taken out of the rate's gross (half up, once), the taxable amount
 * the rest; the deposit's group (null rate) has no VAT. In the order the rates first appear.
 */
export function invoiceRecaps(lines: readonly InvoiceLine[]): InvoiceRecap[] {
  const groups = new Map<number | null, { gross: number; net: number }>()
  for (const line of lines) {
    const group = groups.get(line.ratePercent) ?? { gross: 0, net: 0 }
    group.gross += line.grossCents
    group.net += line.netCents
    groups.set(line.ratePercent, group)
  }
  return [...groups].map(([ratePercent, { gross, net }]) => {
    const vatCents = ratePercent === null ? 0 : roundHalfUp((gross * ratePercent) / (100 + ratePercent))
    const taxableCents = gross - vatCents
    return { ratePercent, roundingCents: taxableCents - net, taxableCents, vatCents }
  })
}

const roundHalfUp = (value: number) => Math.sign(value) * Math.round(Math.abs(value) + 1e-9)

// ── The document ──────────────────────────────────────────────────────────────────────────────

/** An element with text, or nothing when the text is empty. */
const el = (name: string, text: string | undefined | null) =>
  text === undefined || text === null || text === '' ? '' : `<${name}>${text}</${name}>`
const wrap = (name: string, ...children: string[]) => `<${name}>${children.join('')}</${name}>`

const sede = (street: string, postcode: string, city: string, province: string) =>
  wrap(
    'Sede',
    el('Indirizzo', latinText(street, 60)),
    el('CAP', postcode),
    el('Comune', latinText(city, 60)),
    el('Provincia', province),
    el('Nazione', 'IT'),
  )

/** A phone as the schema takes it (5 to 12 characters, no spaces), or '' when it does not fit. */
const phoneText = (phone: string) => {
  const compact = phone.replace(/[^\d+]/g, '')
  return /^[\x21-\x7E]{5,12}$/.test(compact) ? compact : ''
}

/** The order's date (WooCommerce's local date_created, Europe/Rome): 'YYYY-MM-DD', or ''. */
const orderDate = (order: Order) =>
  (order.date_created ?? '').slice(0, 10).match(/^\d{4}-\d{2}-\d{2}$/)?.[0] ?? ''

/**
 * The invoice of `order` as FatturaPA 1.2 XML (UTF-8, FPR12). Throws InvoiceContentError when a
 * line cannot be invoiced (no VAT on a product, several rates on one line, no lines) or the
 * order's payment method has no FatturaPA mode.
 */
export function fatturaPaXml({ order, seller, buyer, invoice, bank }: FatturaPaParts): string {
  const lines = invoiceLines(order)
  const recaps = invoiceRecaps(lines)
  const totalCents = recaps.reduce((sum, recap) => sum + recap.taxableCents + recap.vatCents, 0)
  const method = order.payment_method ?? ''
  const mode = PAYMENT_MODES[method]
  if (!mode)
    throw new InvoiceContentError(
      `Il metodo di pagamento «${order.payment_method_title || method}» non ha una modalità della fattura elettronica.`,
    )
  const sellerCode = seller.taxCode || seller.vatNumber
  const toPec = buyer.recipientCode === '' || buyer.recipientCode === '0000000'

  const header = wrap(
    'FatturaElettronicaHeader',
    wrap(
      'DatiTrasmissione',
      wrap('IdTrasmittente', el('IdPaese', 'IT'), el('IdCodice', sellerCode)),
      el('ProgressivoInvio', progressiveOf(invoice)),
      el('FormatoTrasmissione', 'FPR12'),
      el('CodiceDestinatario', toPec ? '0000000' : buyer.recipientCode),
      toPec ? el('PECDestinatario', escapeXml(buyer.pec)) : '',
    ),
    wrap(
      'CedentePrestatore',
      wrap(
        'DatiAnagrafici',
        wrap('IdFiscaleIVA', el('IdPaese', 'IT'), el('IdCodice', seller.vatNumber)),
        el('CodiceFiscale', seller.taxCode),
        wrap('Anagrafica', el('Denominazione', latinText(seller.companyName, 80))),
        el('RegimeFiscale', seller.taxRegime),
      ),
      sede(seller.street, seller.postcode, seller.city, seller.province),
      wrap(
        'IscrizioneREA',
        el('Ufficio', seller.reaOffice),
        el('NumeroREA', seller.reaNumber),
        seller.shareCapital === null
          ? ''
          : el('CapitaleSociale', amount2(Math.round(seller.shareCapital * 100))),
        el('StatoLiquidazione', 'LN'),
      ),
      wrap('Contatti', el('Telefono', phoneText(seller.phone)), el('Email', escapeXml(seller.email))),
    ),
    wrap(
      'CessionarioCommittente',
      wrap(
        'DatiAnagrafici',
        wrap('IdFiscaleIVA', el('IdPaese', 'IT'), el('IdCodice', buyer.vatNumber)),
        el('CodiceFiscale', buyer.taxCode),
        wrap('Anagrafica', el('Denominazione', latinText(buyer.companyName, 80))),
      ),
      sede(buyer.street, buyer.postcode, buyer.city, buyer.province),
    ),
  )

  const orderNumber = latinText(order.number || String(order.id), 20)
  const detail = lines.map((line, index) =>
    wrap(
      'DettaglioLinee',
      el('NumeroLinea', String(index + 1)),
      el('Descrizione', latinText(line.description, 1000)),
      el('Quantita', `${line.quantity}.00`),
      el('PrezzoUnitario', unitPrice(line.netCents, line.quantity)),
      el('PrezzoTotale', amount2(line.netCents)),
      el('AliquotaIVA', rateText(line.ratePercent ?? 0)),
      line.ratePercent === null ? el('Natura', 'N1') : '',
    ),
  )
  const summary = recaps.map((recap) =>
    wrap(
      'DatiRiepilogo',
      el('AliquotaIVA', rateText(recap.ratePercent ?? 0)),
      recap.ratePercent === null ? el('Natura', 'N1') : '',
      recap.roundingCents === 0 ? '' : el('Arrotondamento', amount2(recap.roundingCents)),
      el('ImponibileImporto', amount2(recap.taxableCents)),
      el('Imposta', amount2(recap.vatCents)),
      recap.ratePercent === null ? '' : el('EsigibilitaIVA', 'I'),
      recap.ratePercent === null ? el('RiferimentoNormativo', latinText(DEPOSIT_REFERENCE, 100)) : '',
    ),
  )
  const transfer = mode === 'MP05' && bank
  const body = wrap(
    'FatturaElettronicaBody',
    wrap(
      'DatiGenerali',
      wrap(
        'DatiGeneraliDocumento',
        el('TipoDocumento', 'TD01'),
        el('Divisa', 'EUR'),
        el('Data', invoice.date),
        el('Numero', invoiceNumberText(invoice)),
        el('ImportoTotaleDocumento', amount2(totalCents)),
        el('Causale', latinText(`Ordine n. ${order.number || order.id} del negozio online`, 200)),
      ),
      wrap('DatiOrdineAcquisto', el('IdDocumento', orderNumber), el('Data', orderDate(order))),
    ),
    wrap('DatiBeniServizi', ...detail, ...summary),
    wrap(
      'DatiPagamento',
      el('CondizioniPagamento', 'TP02'),
      wrap(
        'DettaglioPagamento',
        el('ModalitaPagamento', mode),
        el('ImportoPagamento', amount2(totalCents)),
        transfer ? el('IstitutoFinanziario', latinText(bank.bank, 80)) : '',
        transfer ? el('IBAN', bank.iban.replace(/\s/g, '').toUpperCase()) : '',
      ),
    ),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<p:FatturaElettronica versione="FPR12" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" xmlns:p="${FATTURA_PA_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${header}${body}</p:FatturaElettronica>\n`
}
