import type { SeedCategory } from './seed-data'

/** The shop's categories, parents before children. Top slugs are the words the storefront colours by. */
export const SEED_CATEGORIES: readonly SeedCategory[] = [
  {
    slug: 'acqua',
    name: 'Acqua',
    parentSlug: null,
    description:
      'Acqua minerale naturale, frizzante ed effervescente naturale in plastica e in vetro, in confezioni famiglia consegnate al piano.',
  },
  {
    slug: 'birra',
    name: 'Birra',
    parentSlug: null,
    description:
      'Birre italiane, estere e artigianali pugliesi in bottiglia e in lattina, in casse per la casa, il bar e il ristorante.',
  },
  {
    slug: 'bevande',
    name: 'Bevande',
    parentSlug: null,
    description: 'Bibite gassate, succhi di frutta, tè freddi ed energy drink in confezioni multiple.',
  },
  {
    slug: 'vino',
    name: 'Vino',
    parentSlug: null,
    description:
      'Vini di Puglia rossi, bianchi e rosati, e bollicine italiane: bottiglie singole e cartoni da 6.',
  },
  {
    slug: 'acqua-naturale',
    name: 'Acqua naturale',
    parentSlug: 'acqua',
    description: 'Acqua oligominerale naturale in bottiglie di plastica PET riciclabile, da 0,5 a 2 litri.',
  },
  {
    slug: 'acqua-frizzante',
    name: 'Acqua frizzante',
    parentSlug: 'acqua',
    description:
      'Acqua frizzante ed effervescente naturale in bottiglie di plastica, per la tavola di tutti i giorni.',
  },
  {
    slug: 'acqua-in-vetro',
    name: 'Acqua in vetro',
    parentSlug: 'acqua',
    description:
      'Acqua in bottiglie di vetro, naturale e frizzante: casse da 12 e da 24 con vuoto a rendere, ideali anche per la ristorazione.',
  },
  {
    slug: 'birre-italiane',
    name: 'Birre italiane',
    parentSlug: 'birra',
    description:
      'Le birre italiane di sempre, da Peroni a Raffo, in casse da 24 e da 15 bottiglie o in lattina.',
  },
  {
    slug: 'birre-estere',
    name: 'Birre estere',
    parentSlug: 'birra',
    description: 'Lager, birre di abbazia, weiss e stout dall’estero, in bottiglia e in lattina.',
  },
  {
    slug: 'birre-artigianali',
    name: 'Birre artigianali',
    parentSlug: 'birra',
    description:
      'Birre artigianali pugliesi e italiane: bionde, ambrate, IPA e blanche di piccoli birrifici.',
  },
  {
    slug: 'bibite-gassate',
    name: 'Bibite gassate',
    parentSlug: 'bevande',
    description: 'Cola, aranciate, limonate, chinotto e toniche in bottiglia, in vetro e in lattina.',
  },
  {
    slug: 'succhi-di-frutta',
    name: 'Succhi di frutta',
    parentSlug: 'bevande',
    description: 'Succhi e nettari di frutta in brick, in bottiglia e nel classico vetro da bar.',
  },
  {
    slug: 'te-freddi',
    name: 'Tè freddi',
    parentSlug: 'bevande',
    description: 'Tè freddo al limone e alla pesca in bottiglia, in lattina e in brick.',
  },
  {
    slug: 'energy-drink',
    name: 'Energy drink',
    parentSlug: 'bevande',
    description: 'Energy drink e bevande per lo sport, in lattina e in bottiglia.',
  },
  {
    slug: 'vini-rossi',
    name: 'Vini rossi',
    parentSlug: 'vino',
    description:
      'Primitivo, Negroamaro, Nero di Troia, Salice Salentino e Castel del Monte: i rossi di Puglia.',
  },
  {
    slug: 'vini-bianchi',
    name: 'Vini bianchi',
    parentSlug: 'vino',
    description:
      'Fiano, Verdeca, Bombino Bianco, Minutolo e Locorotondo: bianchi freschi da pesce e da aperitivo.',
  },
  {
    slug: 'vini-rosati',
    name: 'Vini rosati',
    parentSlug: 'vino',
    description: 'I rosati del Salento e di Castel del Monte, una tradizione pugliese.',
  },
  {
    slug: 'bollicine',
    name: 'Bollicine',
    parentSlug: 'vino',
    description: 'Prosecco, Franciacorta, Trento DOC e spumanti pugliesi per brindisi e aperitivi.',
  },
]
