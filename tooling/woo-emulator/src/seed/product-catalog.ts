import type { TopCategorySlug } from './seed-data'

/** What one unit of a product is packed in. */
export type Container = 'pet' | 'glass' | 'can' | 'brick'

/** One product as written by hand; generateProducts adds slug, sku, stock, dates and descriptions. */
export interface CatalogEntry {
  top: TopCategorySlug
  sub: string
  /** The name as sold, with the pack size in one of the forms SPEC.md section 5 reads. */
  name: string
  /** Regular price in euro cents. */
  cents: number
  container: Container
  /** Units in the pack (1 when sold singly). */
  count: number
  /** Litres per unit. */
  litres: number
  /** How much it sells, relative to the other products of its category (1 = average). */
  popularity: number
  /** What it is, in one or two Italian sentences. */
  note: string
  /** Serving advice replacing the subcategory's default. */
  serve?: string
}

type Row = [
  sub: string,
  name: string,
  cents: number,
  container: Container,
  count: number,
  litres: number,
  popularity: number,
  note: string,
  serve?: string,
]

const TOP_OF: Record<string, TopCategorySlug> = {
  'acqua-naturale': 'acqua',
  'acqua-frizzante': 'acqua',
  'acqua-in-vetro': 'acqua',
  'birre-italiane': 'birra',
  'birre-estere': 'birra',
  'birre-artigianali': 'birra',
  'bibite-gassate': 'bevande',
  'succhi-di-frutta': 'bevande',
  'te-freddi': 'bevande',
  'energy-drink': 'bevande',
  'vini-rossi': 'vino',
  'vini-bianchi': 'vino',
  'vini-rosati': 'vino',
  bollicine: 'vino',
}

const SPORT = "Da bere ben fresca durante e dopo l'attività sportiva, a piccoli sorsi."

// Real Italian and international brands; the craft breweries "del Levante", "Murgiano",
// "Salentino" and "Adriatica" are invented, so that no real small business is misquoted.
// biome-ignore format: one row per product
const ROWS: Row[] = [
  // Acqua naturale (plastica)
  ['acqua-naturale', "Acqua Sant'Anna Naturale 1,5 lt x 6", 249, 'pet', 6, 1.5, 3, "Acqua minerale oligominerale delle Alpi piemontesi, dalla fonte Rebruant di Vinadio: leggerissima e povera di sodio."],
  ['acqua-naturale', 'Acqua Levissima Naturale 1,5 lt x 6', 329, 'pet', 6, 1.5, 2, 'Acqua minerale naturale oligominerale che sgorga a 1.863 metri in Valtellina, dal gusto pulito e leggero.'],
  ['acqua-naturale', 'Acqua San Benedetto Naturale 1,5 lt x 6', 269, 'pet', 6, 1.5, 2.5, 'Acqua minerale naturale oligominerale della sorgente di Scorzè, equilibrata e adatta a tutta la famiglia.'],
  ['acqua-naturale', 'Acqua Panna Naturale 1,5 lt x 6', 359, 'pet', 6, 1.5, 1.5, 'Acqua minerale naturale toscana, dalla sorgente di Scarperia nel Mugello, morbida e vellutata.'],
  ['acqua-naturale', 'Acqua Rocchetta Naturale 1,5 lt x 6', 319, 'pet', 6, 1.5, 1.2, 'Acqua minerale naturale iposodica di Gualdo Tadino, in Umbria, nota per la sua leggerezza.'],
  ['acqua-naturale', 'Acqua Norda Naturale 1,5 lt x 6', 239, 'pet', 6, 1.5, 1.5, "Acqua minerale naturale oligominerale dal buon rapporto qualità-prezzo, per l'uso di tutti i giorni."],
  ['acqua-naturale', 'Acqua Vera Naturale 1,5 lt x 6', 279, 'pet', 6, 1.5, 1.2, 'Acqua minerale naturale oligominerale, leggera e dal gusto neutro.'],
  ['acqua-naturale', "Acqua Sant'Anna Naturale 2 lt x 6", 299, 'pet', 6, 2, 1.5, "La Sant'Anna nel formato da 2 litri: meno bottiglie da aprire per le famiglie numerose."],
  ['acqua-naturale', 'Acqua San Benedetto Naturale confezione da 6 bottiglie da 2 lt', 319, 'pet', 6, 2, 1, 'La San Benedetto naturale nella bottiglia grande da 2 litri, con la maniglia sul pacco per portarla facilmente.'],
  ['acqua-naturale', 'Acqua Levissima Naturale 50 cl x 24', 690, 'pet', 24, 0.5, 1.2, 'La Levissima nel formato da mezzo litro, da portare in borsa, in palestra o in ufficio.'],
  ['acqua-naturale', "Acqua Sant'Anna Naturale 0,5 lt x 12", 329, 'pet', 12, 0.5, 1, "Bottigliette da mezzo litro di Sant'Anna naturale, comode per la scuola e le gite."],
  ['acqua-naturale', 'Acqua Panna Naturale 50 cl x 24', 890, 'pet', 24, 0.5, 0.8, 'Acqua Panna nella bottiglietta da mezzo litro, pratica per riunioni, uffici e sale d’attesa.'],
  ['acqua-naturale', 'Acqua Fiuggi Naturale 1 lt x 6', 449, 'pet', 6, 1, 0.6, 'Acqua minerale oligominerale di Fiuggi, conosciuta da secoli per la sua leggerezza.'],
  // Acqua frizzante (plastica)
  ['acqua-frizzante', 'Acqua Ferrarelle Effervescente Naturale 1,5 lt x 6', 349, 'pet', 6, 1.5, 2.5, "L'acqua effervescente naturale di Riardo, in Campania: bollicine naturali fini e un gusto inconfondibile."],
  ['acqua-frizzante', 'Acqua Lete Effervescente Naturale 1,5 lt x 6', 319, 'pet', 6, 1.5, 2, 'Acqua effervescente naturale del Matese, ricca di calcio e magnesio, con bollicine delicate.'],
  ['acqua-frizzante', 'Acqua Uliveto Effervescente Naturale 1,5 lt x 6', 339, 'pet', 6, 1.5, 1.5, 'Acqua effervescente naturale toscana, ricca di bicarbonato, da sempre amica della digestione.'],
  ['acqua-frizzante', 'Acqua San Pellegrino Frizzante 1,5 lt x 6', 449, 'pet', 6, 1.5, 1.2, 'La frizzante di San Pellegrino Terme, dal perlage fine e dal gusto minerale.'],
  ['acqua-frizzante', 'Acqua San Benedetto Frizzante 1,5 lt x 6', 269, 'pet', 6, 1.5, 2, 'Acqua minerale oligominerale addizionata di anidride carbonica, vivace e dissetante.'],
  ['acqua-frizzante', 'Acqua San Benedetto Leggermente Frizzante 1,5 lt x 6', 269, 'pet', 6, 1.5, 1, 'Poche bollicine, morbide: per chi non ama né la naturale né la frizzante decisa.'],
  ['acqua-frizzante', "Acqua Sant'Anna Frizzante 1,5 lt x 6", 259, 'pet', 6, 1.5, 1.8, "La leggerezza della Sant'Anna con bollicine vivaci."],
  ['acqua-frizzante', 'Acqua Levissima Frizzante 1,5 lt x 6', 329, 'pet', 6, 1.5, 0.8, 'La purezza della Levissima con una frizzantezza decisa.'],
  ['acqua-frizzante', 'Acqua Rocchetta Brio Blu 1,5 lt x 6', 319, 'pet', 6, 1.5, 0.8, 'Acqua minerale frizzante di Gualdo Tadino, dalle bollicine energiche.'],
  ['acqua-frizzante', 'Acqua Norda Frizzante 1,5 lt x 6', 239, 'pet', 6, 1.5, 1, 'Frizzante di tutti i giorni a un prezzo contenuto.'],
  ['acqua-frizzante', 'Acqua Ferrarelle 50 cl x 24', 890, 'pet', 24, 0.5, 1, "Ferrarelle nel formato da mezzo litro, per il pranzo fuori casa e l'ufficio."],
  ['acqua-frizzante', 'Acqua Lete Effervescente Naturale 0,5 lt x 24', 790, 'pet', 24, 0.5, 0.8, 'La Lete in bottigliette da mezzo litro, da tenere sempre in frigorifero.'],
  // Acqua in vetro
  ['acqua-in-vetro', 'Acqua Panna Naturale in vetro 75 cl x 12', 1290, 'glass', 12, 0.75, 1, "Acqua Panna nella bottiglia di vetro da 75 cl, quella della tavola dei ristoranti."],
  ['acqua-in-vetro', 'Acqua San Pellegrino Frizzante in vetro 75 cl x 12', 1490, 'glass', 12, 0.75, 1, 'La San Pellegrino nella classica bottiglia di vetro verde con la stella rossa.'],
  ['acqua-in-vetro', 'Acqua Ferrarelle in vetro vuoto a rendere 1 lt x 12', 890, 'glass', 12, 1, 1.2, 'Ferrarelle nella bottiglia di vetro da un litro con vuoto a rendere: i vuoti li ritiriamo noi alla consegna successiva.'],
  ['acqua-in-vetro', 'Acqua Lete in vetro vuoto a rendere 1 lt x 12', 849, 'glass', 12, 1, 1, 'La Lete nel vetro a rendere da un litro, la scelta più sostenibile per la casa.'],
  ['acqua-in-vetro', 'Acqua San Benedetto Naturale in vetro vuoto a rendere 1 lt x 12', 790, 'glass', 12, 1, 1, 'Naturale oligominerale nel vetro da un litro con vuoto a rendere.'],
  ['acqua-in-vetro', 'Acqua Levissima Naturale in vetro 1 lt x 12', 899, 'glass', 12, 1, 0.7, 'La Levissima nella bottiglia di vetro da un litro, elegante in tavola.'],
  ['acqua-in-vetro', 'Acqua Uliveto in vetro confezione da 12 bottiglie da 1 lt', 949, 'glass', 12, 1, 0.7, 'Uliveto effervescente naturale nel vetro da un litro, cassa da 12.'],
  ['acqua-in-vetro', 'Acqua Panna in vetro 50 cl x 24', 1690, 'glass', 24, 0.5, 0.6, 'Bottiglie di vetro da mezzo litro per bar, ristoranti e B&B.'],
  ['acqua-in-vetro', 'Acqua San Pellegrino in vetro 25 cl x 24', 1390, 'glass', 24, 0.25, 0.5, 'La bottiglietta da 25 cl da servire al tavolo con il caffè.'],
  ['acqua-in-vetro', 'Acqua Lete in vetro 24 bottiglie da 50 cl', 1190, 'glass', 24, 0.5, 0.5, 'Cassa da 24 bottigliette di vetro da mezzo litro, per la ristorazione.'],
  ['acqua-in-vetro', 'Acqua Panna Naturale bottiglia in vetro 75 cl', 139, 'glass', 1, 0.75, 0.5, 'La singola bottiglia di vetro, per la cena importante.'],
  ['acqua-in-vetro', 'Acqua San Pellegrino Frizzante bottiglia in vetro 75 cl', 149, 'glass', 1, 0.75, 0.5, 'La singola bottiglia verde di San Pellegrino, da aggiungere a qualsiasi ordine.'],
  // Birre italiane
  ['birre-italiane', 'Birra Peroni 33 cl x 24 bottiglie', 1990, 'glass', 24, 0.33, 2.5, 'La lager italiana per eccellenza, dal 1846: chiara, leggera e beverina.'],
  ['birre-italiane', 'Birra Peroni 66 cl x 15 bottiglie', 2190, 'glass', 15, 0.66, 2, 'Il bottiglione da 66 cl, da dividere a tavola con la pizza.'],
  ['birre-italiane', 'Birra Peroni 33cl x 24 lattine', 2190, 'can', 24, 0.33, 1.5, 'Peroni in lattina, leggera da trasportare e veloce da raffreddare.'],
  ['birre-italiane', 'Peroni Nastro Azzurro 33 cl x 24 bottiglie', 2690, 'glass', 24, 0.33, 1.5, 'Lager premium dal gusto secco e frizzante, prodotta con mais nostrano.'],
  ['birre-italiane', 'Birra Moretti 33 cl x 24 bottiglie', 2290, 'glass', 24, 0.33, 2, "La birra dell'uomo coi baffi, dal 1859: una lager dal gusto equilibrato."],
  ['birre-italiane', 'Birra Moretti 66 cl x 15 bottiglie', 2390, 'glass', 15, 0.66, 1.5, 'La Moretti nel bottiglione da 66 cl, per la tavola in compagnia.'],
  ['birre-italiane', 'Birra Moretti Zero 33 cl multipack da 6', 599, 'glass', 6, 0.33, 0.6, 'La Moretti analcolica: tutto il gusto della birra, zero alcol.'],
  ['birre-italiane', 'Birra Raffo 33 cl x 24 bottiglie', 1950, 'glass', 24, 0.33, 2.5, 'La birra di Taranto dal 1919, simbolo della Puglia: chiara, fresca e dissetante.'],
  ['birre-italiane', 'Birra Raffo 66 cl x 15 bottiglie', 2150, 'glass', 15, 0.66, 2, 'Raffo nel bottiglione da 66 cl, immancabile con la focaccia barese.'],
  ['birre-italiane', 'Birra Raffo 33cl x 24 lattine', 2090, 'can', 24, 0.33, 1, 'La Raffo in lattina, per il frigo di casa e le grigliate in campagna.'],
  ['birre-italiane', 'Birra Raffo 33 cl formato da 6 bottiglie', 599, 'glass', 6, 0.33, 1, 'Sei bottiglie di Raffo nel cestello di cartone, per una serata tra amici.'],
  ['birre-italiane', 'Ichnusa Non Filtrata 33 cl x 24 bottiglie', 2890, 'glass', 24, 0.33, 1.2, 'La birra sarda non filtrata, velata e piena di gusto.'],
  ['birre-italiane', 'Menabrea Bionda 33 cl x 24 bottiglie', 2990, 'glass', 24, 0.33, 0.8, 'Bionda di Biella dal 1846, morbida e leggermente luppolata.'],
  ['birre-italiane', 'Birra Messina Cristalli di Sale 33 cl x 24 bottiglie', 2790, 'glass', 24, 0.33, 0.9, 'Lager siciliana con cristalli di sale di Trapani, sapida e rinfrescante.'],
  ['birre-italiane', 'Birra Dreher 66 cl x 15 bottiglie', 1890, 'glass', 15, 0.66, 0.8, 'La Dreher nel formato grande, economica e dissetante.'],
  ['birre-italiane', 'Poretti 3 Luppoli 33 cl x 24 bottiglie', 2390, 'glass', 24, 0.33, 0.6, 'Birra lombarda prodotta con tre varietà di luppolo, fresca e scorrevole.'],
  // Birre estere
  ['birre-estere', 'Heineken 33 cl x 24 bottiglie', 2790, 'glass', 24, 0.33, 2, 'La lager olandese nella bottiglia verde, dal gusto equilibrato e leggermente amaro.'],
  ['birre-estere', 'Heineken 33cl x 24 lattine', 2590, 'can', 24, 0.33, 1.5, 'Heineken in lattina da 33 cl.'],
  ['birre-estere', 'Heineken Analcolica 33 cl pack da 6', 549, 'glass', 6, 0.33, 0.4, 'La lager analcolica di Heineken, con tutto il suo gusto.'],
  ['birre-estere', "Beck's 33 cl x 24 bottiglie", 2590, 'glass', 24, 0.33, 1.2, 'Pilsner tedesca di Brema, secca e luppolata.'],
  ['birre-estere', 'Corona Extra 35,5 cl x 24 bottiglie', 3490, 'glass', 24, 0.355, 1.2, 'La cerveza messicana da servire ghiacciata con uno spicchio di lime nel collo.'],
  ['birre-estere', "Tennent's Super 33cl x 24 lattine", 3190, 'can', 24, 0.33, 0.7, 'Lager scozzese forte, 9 gradi, dal gusto intenso e maltato.'],
  ['birre-estere', 'Ceres Strong Ale 33 cl x 24 bottiglie', 3190, 'glass', 24, 0.33, 0.8, 'La strong ale danese amatissima in Puglia, calda e maltata.'],
  ['birre-estere', 'Leffe Blonde 33 cl x 12 bottiglie', 1790, 'glass', 12, 0.33, 0.7, "Birra d'abbazia belga, bionda e speziata, da servire nel calice."],
  ['birre-estere', 'Paulaner Hefe-Weissbier 50 cl x 12 bottiglie', 2490, 'glass', 12, 0.5, 0.7, 'La weiss di Monaco, torbida e fruttata, con note di banana e chiodi di garofano.'],
  ['birre-estere', 'Guinness Draught 44 cl x 24 lattine', 3990, 'can', 24, 0.44, 0.5, 'La stout irlandese con il widget per la schiuma cremosa come alla spina.'],
  ['birre-estere', 'Carlsberg 33 cl x 24 bottiglie', 2490, 'glass', 24, 0.33, 0.7, 'Pilsner danese, chiara e dissetante.'],
  ['birre-estere', 'Desperados 33 cl x 24 bottiglie', 3590, 'glass', 24, 0.33, 0.5, "Birra aromatizzata alla tequila, per l'aperitivo e le feste."],
  // Birre artigianali
  ['birre-artigianali', 'Birrificio del Levante Bionda 33 cl x 12', 2990, 'glass', 12, 0.33, 1, 'Birra artigianale pugliese non filtrata e non pastorizzata, una bionda morbida in stile Kölsch.'],
  ['birre-artigianali', 'Birrificio del Levante IPA 33 cl x 12', 3490, 'glass', 12, 0.33, 1, 'India Pale Ale con luppoli americani, agrumata e decisamente amara.'],
  ['birre-artigianali', 'Birrificio del Levante Stout 50 cl x 6', 2290, 'glass', 6, 0.5, 0.6, 'Stout scura e cremosa con note di caffè e cacao.'],
  ['birre-artigianali', 'Birrificio Murgiano Ambrata 50 cl x 6', 2190, 'glass', 6, 0.5, 0.8, 'Ambrata dal corpo rotondo con note di caramello, prodotta sulla Murgia con orzo pugliese.'],
  ['birre-artigianali', 'Birrificio Murgiano Senatore Cappelli 50 cl x 6', 2390, 'glass', 6, 0.5, 0.7, 'Birra chiara con grano duro Senatore Cappelli coltivato in Puglia, fragrante e leggermente speziata.'],
  ['birre-artigianali', 'Birrificio Murgiano Blanche 75 cl', 790, 'glass', 1, 0.75, 0.6, "Blanche con scorza d'arancia e coriandolo, nella bottiglia da 75 cl con tappo a fungo."],
  ['birre-artigianali', 'Birra Adriatica Pils artigianale 33 cl x 12', 2790, 'glass', 12, 0.33, 0.8, 'Pils artigianale fresca e luppolata, brassata a pochi chilometri da Bari.'],
  ['birre-artigianali', 'Birrificio Salentino Saison 75 cl', 850, 'glass', 1, 0.75, 0.5, 'Saison secca e speziata, rifermentata in bottiglia.'],
  ['birre-artigianali', 'Baladin Isaac 33 cl x 12', 3990, 'glass', 12, 0.33, 0.6, 'La blanche di Teo Musso del birrificio Baladin di Piozzo: delicata e agrumata.'],
  ['birre-artigianali', 'Birra del Borgo ReAle 33 cl x 12', 3690, 'glass', 12, 0.33, 0.5, 'American Pale Ale del birrificio laziale, profumata e ben bilanciata.'],
  ['birre-artigianali', 'Selezione birre artigianali pugliesi 6 pezzi', 2490, 'glass', 6, 0.33, 0.8, 'Sei birre artigianali di birrifici pugliesi, tutte diverse, per scoprire gli stili: bionda, ambrata, IPA, blanche, stout e saison.'],
  // Bibite gassate
  ['bibite-gassate', 'Coca-Cola 1,5 lt x 6', 990, 'pet', 6, 1.5, 2.5, 'La Coca-Cola originale nella bottiglia famiglia da un litro e mezzo.'],
  ['bibite-gassate', 'Coca-Cola Zero 1,5 lt x 6', 990, 'pet', 6, 1.5, 1.8, 'Il gusto Coca-Cola senza zuccheri e senza calorie.'],
  ['bibite-gassate', 'Coca-Cola 33cl x 24 lattine', 1790, 'can', 24, 0.33, 2, 'La lattina da 33 cl, da tenere in frigo per ogni occasione.'],
  ['bibite-gassate', 'Coca-Cola Zero 33 cl multipack da 6 lattine', 549, 'can', 6, 0.33, 1, 'Sei lattine di Coca-Cola Zero nel cestello.'],
  ['bibite-gassate', 'Coca-Cola in vetro 33 cl x 24 bottiglie', 2490, 'glass', 24, 0.33, 1, 'La bottiglia di vetro sagomata, per bar e ristoranti.'],
  ['bibite-gassate', 'Fanta Aranciata 1,5 lt x 6', 840, 'pet', 6, 1.5, 1.2, "Aranciata con succo d'arancia italiano."],
  ['bibite-gassate', 'Fanta 33cl x 24 lattine', 1690, 'can', 24, 0.33, 0.8, 'Fanta aranciata in lattina.'],
  ['bibite-gassate', 'Sprite 1,5 lt x 6', 840, 'pet', 6, 1.5, 1, 'Bibita al gusto di limone e lime, frizzante e dissetante.'],
  ['bibite-gassate', 'Pepsi 1,5 lt x 6', 890, 'pet', 6, 1.5, 0.8, 'La cola di Pepsi nella bottiglia da un litro e mezzo.'],
  ['bibite-gassate', 'Chinotto San Pellegrino 33cl x 24 lattine', 1990, 'can', 24, 0.33, 0.8, 'Il chinotto con agrumi del Mediterraneo, amaricante e aromatico.'],
  ['bibite-gassate', 'Aranciata San Pellegrino 33cl x 24 lattine', 1990, 'can', 24, 0.33, 1, "Aranciata con succo d'arancia, nella lattina da 33 cl."],
  ['bibite-gassate', 'Limonata San Pellegrino 33cl x 24 lattine', 1990, 'can', 24, 0.33, 0.8, 'Limonata con succo di limoni italiani, frizzante e poco dolce.'],
  ['bibite-gassate', 'Lemonsoda 33cl x 24 lattine', 1890, 'can', 24, 0.33, 1, 'La bibita gassata al limone con succo di limoni italiani.'],
  ['bibite-gassate', 'Oransoda 33cl x 24 lattine', 1890, 'can', 24, 0.33, 0.6, 'Aranciata gassata con succo di arance italiane.'],
  ['bibite-gassate', 'Schweppes Tonica confezione da 6 bottiglie da 1 lt', 890, 'pet', 6, 1, 0.6, "Acqua tonica con chinino, per il gin tonic e per l'aperitivo."],
  // Succhi di frutta
  ['succhi-di-frutta', 'Yoga Pera 1 lt x 6', 1020, 'pet', 6, 1, 1, 'Succo e polpa di pera, denso e vellutato.'],
  ['succhi-di-frutta', 'Yoga Pesca 125 ml x 24 bottiglie in vetro', 1790, 'glass', 24, 0.125, 1, 'Il succo da bar nella bottiglietta di vetro da 125 ml.'],
  ['succhi-di-frutta', 'Yoga Albicocca 125 ml x 24 bottiglie in vetro', 1790, 'glass', 24, 0.125, 0.8, "Succo e polpa d'albicocca nella classica bottiglietta di vetro da bar."],
  ['succhi-di-frutta', 'Skipper Zuegg Arancia Rossa 200 ml pacco da 3', 229, 'brick', 3, 0.2, 1, 'Succo di arance rosse di Sicilia nel brick con cannuccia.'],
  ['succhi-di-frutta', 'Skipper Zuegg ACE 200 ml 3 pz', 229, 'brick', 3, 0.2, 1, 'Arancia, carota e limone con vitamine A, C ed E.'],
  ['succhi-di-frutta', 'Skipper Zuegg Pesca 200 ml pacco da 3', 229, 'brick', 3, 0.2, 0.8, 'Succo di pesca nel brick da merenda.'],
  ['succhi-di-frutta', 'Santal Pesca 1 lt x 6', 1090, 'brick', 6, 1, 0.6, 'Succo e polpa di pesca nel brick da un litro.'],
  ['succhi-di-frutta', 'Derby Blue Pesca 1 lt x 6', 1190, 'brick', 6, 1, 0.5, 'Bevanda a base di pesca senza zuccheri aggiunti.'],
  // Tè freddi
  ['te-freddi', 'Estathé Limone 1,5 lt x 6', 1090, 'pet', 6, 1.5, 1.5, 'Il tè freddo al limone di Ferrero nella bottiglia da un litro e mezzo.'],
  ['te-freddi', 'Estathé Pesca 1,5 lt x 6', 1090, 'pet', 6, 1.5, 1.2, 'Il tè freddo alla pesca di Ferrero nella bottiglia da un litro e mezzo.'],
  ['te-freddi', 'Estathé Limone brick 200 ml pack da 3', 199, 'brick', 3, 0.2, 1, 'Il classico brick con cannuccia, per la merenda.'],
  ['te-freddi', 'San Benedetto Tè al Limone 1,5 lt x 6', 790, 'pet', 6, 1.5, 1.2, 'Tè freddo al limone San Benedetto, dissetante e conveniente.'],
  ['te-freddi', 'San Benedetto Tè alla Pesca 1,5 lt x 6', 790, 'pet', 6, 1.5, 1, 'Tè freddo alla pesca San Benedetto, dolce e profumato.'],
  ['te-freddi', 'Fuze Tea Pesca e Rosa 1,25 lt x 6', 890, 'pet', 6, 1.25, 0.6, 'Tè nero con pesca e un tocco di rosa, con pochi zuccheri.'],
  ['te-freddi', 'Lipton Ice Tea Limone 33cl x 24 lattine', 1790, 'can', 24, 0.33, 0.6, 'Tè freddo al limone in lattina, da servire ghiacciato.'],
  // Energy drink
  ['energy-drink', 'Red Bull Energy Drink 25 cl x 24 lattine', 3390, 'can', 24, 0.25, 1, 'La bevanda energetica con caffeina e taurina.'],
  ['energy-drink', 'Red Bull Sugarfree 25 cl x 24 lattine', 3390, 'can', 24, 0.25, 0.6, 'Red Bull senza zuccheri.'],
  ['energy-drink', 'Red Bull Energy Drink multipack 4 lattine 25 cl', 549, 'can', 4, 0.25, 0.8, 'Quattro lattine di Red Bull nel cestello.'],
  ['energy-drink', 'Monster Energy 50 cl x 24 lattine', 3690, 'can', 24, 0.5, 0.8, 'Energy drink nella lattina grande da mezzo litro.'],
  ['energy-drink', 'Monster Energy Ultra White 50 cl x 12 lattine', 1990, 'can', 12, 0.5, 0.6, 'La versione senza zuccheri, dal gusto agrumato.'],
  ['energy-drink', 'Monster Energy Mango Loco 50 cl 12 unità', 1990, 'can', 12, 0.5, 0.5, 'Monster al mango e frutti tropicali, 12 lattine da 50 cl.'],
  ['energy-drink', 'Gatorade Arancia 50 cl x 12', 1490, 'pet', 12, 0.5, 0.6, 'Bevanda isotonica con sali minerali, al gusto arancia.', SPORT],
  ['energy-drink', 'Powerade Mountain Blast 50 cl x 12', 1390, 'pet', 12, 0.5, 0.4, 'Bevanda isotonica per lo sport, al gusto di frutti blu.', SPORT],
  // Vini rossi
  ['vini-rossi', 'Primitivo di Manduria DOP 75 cl', 1290, 'glass', 1, 0.75, 1.5, 'Rosso del Tarantino da uve Primitivo, caldo e avvolgente, con note di prugna, amarena e spezie.'],
  ['vini-rossi', 'Primitivo di Manduria DOP 75 cl x 6 bottiglie', 7290, 'glass', 6, 0.75, 0.6, 'Il cartone da sei bottiglie del nostro Primitivo di Manduria.'],
  ['vini-rossi', 'San Marzano Sessantanni Primitivo di Manduria DOP 75 cl', 2490, 'glass', 1, 0.75, 0.6, "Dalle vigne di oltre sessant'anni della cantina di San Marzano: un Primitivo intenso, affinato in barrique."],
  ['vini-rossi', 'Primitivo Salento IGP 75 cl', 690, 'glass', 1, 0.75, 1.5, 'Primitivo giovane e fruttato, il rosso pugliese di tutti i giorni.'],
  ['vini-rossi', 'Negroamaro Salento IGP 75 cl', 650, 'glass', 1, 0.75, 1.2, 'Rosso salentino dal colore profondo, morbido, con note di ciliegia e tabacco.'],
  ['vini-rossi', 'Negroamaro Salento IGP confezione da 6 bottiglie', 3690, 'glass', 6, 0.75, 0.5, 'Sei bottiglie di Negroamaro del Salento nel cartone.'],
  ['vini-rossi', 'Nero di Troia Puglia IGP 75 cl', 790, 'glass', 1, 0.75, 0.8, 'Il vitigno del nord barese, elegante e tannico, con profumi di viola e frutti di bosco.'],
  ['vini-rossi', 'Torrevento Vigna Pedale Castel del Monte Nero di Troia Riserva DOCG 75 cl', 1490, 'glass', 1, 0.75, 0.5, 'Riserva da uve Nero di Troia coltivate ai piedi di Castel del Monte.'],
  ['vini-rossi', 'Rivera Il Falcone Castel del Monte Riserva DOCG 75 cl', 2490, 'glass', 1, 0.75, 0.4, 'Il rosso storico della cantina Rivera di Andria, da Nero di Troia e Montepulciano.'],
  ['vini-rossi', 'Salice Salentino Rosso DOP 75 cl', 850, 'glass', 1, 0.75, 0.8, 'Negroamaro con un saldo di Malvasia Nera, morbido e speziato.'],
  ['vini-rossi', 'Cantine Due Palme Selvarossa Salice Salentino Riserva DOP 75 cl', 1590, 'glass', 1, 0.75, 0.5, 'Riserva della cantina cooperativa di Cellino San Marco, corposa e vellutata.'],
  ['vini-rossi', 'Castel del Monte Rosso DOC 75 cl', 750, 'glass', 1, 0.75, 0.6, 'Rosso delle colline di Andria, fresco e di buona beva.'],
  ['vini-rossi', 'Primitivo Gioia del Colle DOP 75 cl', 1290, 'glass', 1, 0.75, 0.6, "Primitivo dell'altopiano murgiano, più fresco ed elegante di quello del Tarantino."],
  ['vini-rossi', 'Susumaniello Salento IGP 75 cl', 1190, 'glass', 1, 0.75, 0.4, 'Antico vitigno brindisino riscoperto, dal frutto scuro e dal tannino morbido.'],
  ['vini-rossi', "Cacc'e mmitte di Lucera DOC 75 cl", 990, 'glass', 1, 0.75, 0.3, 'Rosso della Daunia dal nome dialettale, "versa e riempi": da bere giovane.'],
  // Vini bianchi
  ['vini-bianchi', 'Fiano Puglia IGP 75 cl', 790, 'glass', 1, 0.75, 0.8, 'Bianco dai profumi di frutta gialla e fiori di campo, sapido e fresco.'],
  ['vini-bianchi', "Verdeca Valle d'Itria IGP 75 cl", 850, 'glass', 1, 0.75, 0.7, "Il bianco della Valle d'Itria, leggero e agrumato."],
  ['vini-bianchi', 'Bombino Bianco Puglia IGP 75 cl', 690, 'glass', 1, 0.75, 0.6, 'Bianco beverino dal profumo di mela verde.'],
  ['vini-bianchi', 'Chardonnay Salento IGP 75 cl', 750, 'glass', 1, 0.75, 0.6, 'Chardonnay salentino, morbido e fruttato.'],
  ['vini-bianchi', 'Malvasia Bianca Salento IGP 75 cl', 790, 'glass', 1, 0.75, 0.4, 'Bianco aromatico, con note di pesca e fiori bianchi.'],
  ['vini-bianchi', 'Locorotondo DOC 75 cl', 790, 'glass', 1, 0.75, 0.6, "Da uve Verdeca e Bianco d'Alessano coltivate tra i trulli, fresco e minerale."],
  ['vini-bianchi', "Minutolo Valle d'Itria IGP 75 cl", 1090, 'glass', 1, 0.75, 0.4, "Vitigno aromatico della Valle d'Itria, con profumi di agrumi e salvia."],
  ['vini-bianchi', 'Castel del Monte Bianco DOC 75 cl x 6 bottiglie', 4290, 'glass', 6, 0.75, 0.3, 'Il cartone da sei del bianco di Castel del Monte, per la casa o il locale.'],
  ['vini-bianchi', 'Moscato di Trani DOP 50 cl', 1390, 'glass', 1, 0.5, 0.3, 'Vino dolce da dessert dal colore dorato.', 'Servire a 10-12 °C con le cartellate, i dolci di mandorla e i formaggi erborinati.'],
  // Vini rosati
  ['vini-rosati', 'Leone de Castris Five Roses Rosato Salento IGP 75 cl', 1290, 'glass', 1, 0.75, 0.7, 'Il primo rosato imbottigliato in Italia, dal 1943, da uve Negroamaro e Malvasia Nera.'],
  ['vini-rosati', 'Tormaresca Calafuria Rosato Salento IGP 75 cl', 1190, 'glass', 1, 0.75, 0.6, 'Rosato di Negroamaro della tenuta sul mare di San Pietro Vernotico, fragrante e sapido.'],
  ['vini-rosati', 'Negroamaro Rosato Salento IGP 75 cl', 750, 'glass', 1, 0.75, 0.7, 'Rosato salentino dal colore cerasuolo, fresco e fruttato.'],
  ['vini-rosati', 'Negroamaro Rosato Salento IGP 75 cl x 6 bottiglie', 4290, 'glass', 6, 0.75, 0.3, 'Sei bottiglie del nostro rosato di Negroamaro nel cartone.'],
  ['vini-rosati', 'Castel del Monte Bombino Nero DOCG 75 cl', 950, 'glass', 1, 0.75, 0.5, "L'unica DOCG d'Italia riservata a un rosato, da uve Bombino Nero: delicato e profumato."],
  ['vini-rosati', 'Primitivo Rosato Puglia IGP 75 cl', 790, 'glass', 1, 0.75, 0.5, 'Rosato di Primitivo, morbido, con note di fragola e lampone.'],
  ['vini-rosati', 'Susumaniello Rosato Salento IGP 75 cl', 990, 'glass', 1, 0.75, 0.3, 'Rosato di Susumaniello dal colore corallo, sapido e persistente.'],
  // Bollicine
  ['bollicine', 'Prosecco DOC Extra Dry 75 cl', 890, 'glass', 1, 0.75, 1, "Bollicine venete dal perlage fine, fruttate e fresche: l'aperitivo per eccellenza."],
  ['bollicine', 'Prosecco DOC Extra Dry 75 cl x6 bott', 4990, 'glass', 6, 0.75, 0.5, 'Sei bottiglie di Prosecco per le feste e le cerimonie.'],
  ['bollicine', 'Prosecco Superiore Valdobbiadene DOCG Brut 75 cl', 1290, 'glass', 1, 0.75, 0.6, 'Dalle colline di Conegliano e Valdobbiadene, patrimonio UNESCO: secco ed elegante.'],
  ['bollicine', 'Franciacorta Brut DOCG 75 cl', 2190, 'glass', 1, 0.75, 0.4, 'Metodo classico lombardo con almeno 18 mesi sui lieviti.'],
  ['bollicine', 'Ferrari Trento DOC Brut 75 cl', 2490, 'glass', 1, 0.75, 0.6, 'Il metodo classico trentino dei brindisi italiani, da uve Chardonnay.'],
  ['bollicine', "Berlucchi '61 Franciacorta Brut DOCG 75 cl", 2290, 'glass', 1, 0.75, 0.4, 'Franciacorta di Borgonato, da Chardonnay e Pinot Nero, fresco e cremoso.'],
  ['bollicine', 'Spumante Rosato Brut di Negroamaro 75 cl', 1290, 'glass', 1, 0.75, 0.4, 'Bollicine pugliesi da uve Negroamaro vinificate in rosa, metodo Charmat.'],
  ['bollicine', 'Asti Spumante DOCG 75 cl', 850, 'glass', 1, 0.75, 0.5, 'Spumante dolce e aromatico da uve Moscato bianco, per il panettone e i dolci delle feste.'],
]

/** The shop's catalogue as written by hand, in category order. */
export const PRODUCT_CATALOG: readonly CatalogEntry[] = ROWS.map(
  ([sub, name, cents, container, count, litres, popularity, note, serve]) => {
    const top = TOP_OF[sub]
    if (!top) throw new Error(`product-catalog: "${name}" has an unknown subcategory "${sub}"`)
    return { top, sub, name, cents, container, count, litres, popularity, note, ...(serve ? { serve } : {}) }
  },
)
