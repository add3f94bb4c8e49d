import type { Random } from './create-random'
import { type CatalogEntry, type Container, PRODUCT_CATALOG } from './product-catalog'
import { romeDay, romeInstant } from './rome-time'
import type { SeedProduct } from './seed-data'
import { centsToPrice, escapeHtmlText, italianNumber, slugify } from './text'

/** A generated product with the catalogue entry it came from (the orders read the entry). */
export interface ProductModel {
  product: SeedProduct
  entry: CatalogEntry
  /** The Rome day the product was created. */
  createdDay: number
}

const SKU_PREFIX: Record<string, string> = {
  'acqua-naturale': 'ACQ-NAT',
  'acqua-frizzante': 'ACQ-FRZ',
  'acqua-in-vetro': 'ACQ-VET',
  'birre-italiane': 'BIR-ITA',
  'birre-estere': 'BIR-EST',
  'birre-artigianali': 'BIR-ART',
  'bibite-gassate': 'BEV-GAS',
  'succhi-di-frutta': 'BEV-SUC',
  'te-freddi': 'BEV-TEF',
  'energy-drink': 'BEV-ENR',
  'vini-rossi': 'VIN-RSS',
  'vini-bianchi': 'VIN-BIA',
  'vini-rosati': 'VIN-RSA',
  bollicine: 'VIN-BOL',
}

const SERVE: Record<string, string[]> = {
  'acqua-naturale': [
    'Da servire fresca, tra 8 e 12 °C. Conservare in luogo fresco e asciutto, lontano dalla luce del sole e da fonti di calore.',
    'Ideale a tavola con ogni piatto e per tutta la famiglia. Conservare al riparo dalla luce e non lasciare le bottiglie al sole sul balcone.',
  ],
  'acqua-frizzante': [
    'Accompagna bene fritture, pizza e piatti saporiti; servire fresca, a 8-10 °C. Conservare al riparo dalla luce.',
    'Le bollicine puliscono il palato tra un boccone e l’altro. Servire fresca e richiudere bene la bottiglia dopo l’uso.',
  ],
  'acqua-in-vetro': [
    "Il vetro conserva intatti gusto e purezza dell'acqua. Servire fresca, a 8-10 °C; conservare le casse in un luogo fresco e al buio.",
  ],
  'birre-italiane': [
    'Servire a 4-6 °C in un bicchiere pulito. Perfetta con pizza, panzerotti e fritti.',
    'Da bere ben fredda, a 4-6 °C: con la focaccia barese e la pizza non sbaglia mai.',
  ],
  'birre-estere': [
    'Servire fresca, a 5-7 °C, nel suo bicchiere. Ottima con hamburger, grigliate e taglieri di salumi.',
  ],
  'birre-artigianali': [
    'Birra viva: conservarla in frigorifero, in piedi, e servirla a 8-10 °C. Da provare con i formaggi pugliesi e le bombette di Cisternino.',
    'Servire a 8-10 °C versandola lentamente, lasciando il lievito sul fondo. Ottima con orecchiette al ragù e carni alla brace.',
  ],
  'bibite-gassate': ['Servire ben fredda, con ghiaccio e una fetta di limone o d’arancia.'],
  'succhi-di-frutta': [
    'Agitare prima di aprire. Una volta aperto, conservare in frigorifero e consumare entro 3 giorni.',
  ],
  'te-freddi': ['Servire freddo, a 6-8 °C, magari con ghiaccio e qualche foglia di menta fresca.'],
  'energy-drink': [
    'Elevato tenore di caffeina: non raccomandato ai bambini e alle donne in gravidanza o che allattano. Da consumare con moderazione, ben fredda.',
  ],
  'vini-rossi': [
    "Servire a 16-18 °C, stappando la bottiglia mezz'ora prima. Con ragù, braciole al sugo, carni alla brace e formaggi stagionati.",
    'Servire a 16-18 °C nel calice ampio. Perfetto con il capocollo di Martina Franca, le carni alla brace e il canestrato pugliese.',
  ],
  'vini-bianchi': [
    'Servire a 8-10 °C con crudi di mare, frittura di paranza e orecchiette con le cime di rapa.',
    'Servire fresco, a 8-10 °C: ideale con il pesce, i ricci di mare e la burrata.',
  ],
  'vini-rosati': [
    'Servire a 10-12 °C: perfetto con la tiella barese di riso, patate e cozze, con la pizza e con il pesce alla griglia.',
  ],
  bollicine: ['Servire a 6-8 °C nel calice o nella flûte: ottimo come aperitivo e per i brindisi.'],
}

const ALCOHOL_NOTE = 'La vendita di bevande alcoliche è riservata ai maggiori di 18 anni.'

/** A unit's size in words: 1.5 -> '1,5 litri', 1 -> '1 litro', 0.33 -> '33 cl', 0.2 -> '200 ml'. */
export function sizeText(litres: number, container: Container): string {
  if (litres >= 1) return `${italianNumber(litres)} ${litres === 1 ? 'litro' : 'litri'}`
  const centilitres = Math.round(litres * 1000) / 10
  if (container !== 'brick' && litres >= 0.25) return `${italianNumber(centilitres, 1)} cl`
  return `${Math.round(litres * 1000)} ml`
}

function unitNoun(container: Container, plural: boolean): string {
  switch (container) {
    case 'pet':
      return plural ? 'bottiglie in PET riciclabile' : 'bottiglia in PET riciclabile'
    case 'glass':
      return plural ? 'bottiglie di vetro' : 'bottiglia di vetro'
    case 'can':
      return plural ? 'lattine' : 'lattina'
    case 'brick':
      return 'brick'
  }
}

/** Shipping weight in kg: the drink, its containers and the crate or film. */
export function packWeight(entry: CatalogEntry): number {
  const { container, litres, count } = entry
  const unit =
    container === 'pet'
      ? 0.02 + 0.012 * litres
      : container === 'can'
        ? 0.015
        : container === 'brick'
          ? 0.01 + 0.02 * litres
          : litres <= 0.35
            ? 0.22
            : litres <= 0.5
              ? 0.32
              : litres <= 0.75
                ? 0.5
                : 0.6
  const packing = container === 'glass' && count >= 12 ? 1.6 : count > 1 ? 0.1 : 0
  return count * (litres + unit) + packing
}

function formatSentence(entry: CatalogEntry): string {
  const size = sizeText(entry.litres, entry.container)
  if (entry.count === 1) {
    const noun = unitNoun(entry.container, false)
    return `${noun.charAt(0).toUpperCase()}${noun.slice(1)} da ${size}.`
  }
  const pack =
    entry.top === 'vino'
      ? 'Cartone'
      : entry.container === 'glass' && entry.count >= 12
        ? 'Cassa'
        : 'Confezione'
  const total = entry.count * entry.litres
  const totalText = `${italianNumber(total)} ${total === 1 ? 'litro' : 'litri'}`
  return `${pack} da ${entry.count} ${unitNoun(entry.container, true)} da ${size}, in tutto ${totalText}.`
}

function descriptions(entry: CatalogEntry, index: number): { short: string; long: string } {
  const format = formatSentence(entry)
  const delivery =
    packWeight(entry) > 8
      ? 'La portiamo fino alla porta di casa con i nostri furgoni, anche ai piani alti senza ascensore.'
      : 'Consegna con i nostri furgoni nella fascia oraria che scegli.'
  const serves = SERVE[entry.sub] ?? []
  const serve = entry.serve ?? serves[index % Math.max(1, serves.length)] ?? ''
  const paragraphs = [entry.note, `${format} ${delivery}`, serve]
  if (entry.top === 'birra' || entry.top === 'vino') paragraphs.push(ALCOHOL_NOTE)
  const html = (text: string) => `<p>${escapeHtmlText(text)}</p>`
  return { short: html(format), long: paragraphs.filter(Boolean).map(html).join('\n') }
}

const STOCK_BASE: Record<string, number> = { acqua: 160, birra: 50, bevande: 60, vino: 30 }

/** The catalogue as WooCommerce products: slugs, skus, prices, stock, sales flags and dates. */
export function generateProducts(random: Random, now: number): ProductModel[] {
  const today = romeDay(now)
  const slugs = new Set<string>()
  const skuCounters = new Map<string, number>()

  const models: ProductModel[] = PRODUCT_CATALOG.map((entry, index) => {
    let slug = slugify(entry.name)
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(entry.name)}-${n}`
    slugs.add(slug)
    const prefix = SKU_PREFIX[entry.sub] ?? 'BEV-ALT'
    const sequence = (skuCounters.get(prefix) ?? 0) + 1
    skuCounters.set(prefix, sequence)

    // Most of the catalogue is years old; about one product in 12 is new this season.
    const isNew = random.chance(0.08)
    const createdDay = isNew ? today - random.int(7, 100) : today - random.int(150, 1090)
    const created = romeInstant(createdDay, random.int(8 * 60, 18 * 60))

    const base = (STOCK_BASE[entry.top] ?? 40) * (entry.top === 'vino' && entry.count > 1 ? 0.3 : 1)
    const stock = Math.max(6, Math.round(base * Math.sqrt(entry.popularity) * (0.6 + random.next() * 0.8)))
    const { short, long } = descriptions(entry, index)
    const product: SeedProduct = {
      name: entry.name,
      slug,
      sku: `${prefix}-${String(sequence).padStart(3, '0')}`,
      regular_price: centsToPrice(entry.cents),
      sale_price: '',
      featured: false,
      manage_stock: true,
      stock_quantity: stock,
      categorySlugs: [entry.top, entry.sub],
      short_description: short,
      description: long,
      date_created: new Date(created).toISOString(),
      total_sales: 0,
      weight: packWeight(entry).toFixed(1),
    }
    return { product, entry, createdDay }
  })

  // A few products out of stock and a few running low: never the best sellers.
  const slowSellers = random.shuffle(models.filter((m) => m.entry.popularity < 1))
  for (const model of slowSellers.slice(0, 4)) model.product.stock_quantity = 0
  for (const model of slowSellers.slice(4, 10)) model.product.stock_quantity = random.int(1, 4)

  const inStock = (m: ProductModel) => m.product.stock_quantity > 5
  // 8 featured products, 2 per top category, among the good sellers.
  for (const top of ['acqua', 'birra', 'bevande', 'vino'] as const) {
    const candidates = models.filter((m) => m.entry.top === top && m.entry.popularity >= 0.8 && inStock(m))
    for (const model of random.shuffle(candidates).slice(0, 2)) model.product.featured = true
  }
  // 12 products on sale, 3 per top category, 8-20% off, prices ending in 9.
  for (const top of ['acqua', 'birra', 'bevande', 'vino'] as const) {
    const candidates = models.filter((m) => m.entry.top === top && inStock(m))
    for (const model of random.shuffle(candidates).slice(0, 3)) {
      const cents = model.entry.cents
      const discounted = Math.floor((cents * (0.8 + random.next() * 0.12)) / 10) * 10 - 1
      model.product.sale_price = centsToPrice(Math.max(9, Math.min(discounted, cents - 10)))
    }
  }
  return models
}
