import { describe, expect, it } from 'vitest'
import { PRODUCT_CATALOG } from './product-catalog'
import { brandWord, CATEGORY_COLORS, packLabel, productSvg } from './product-svg'
import { xmlWellFormedErrors } from './xml-well-formed-errors'

const catalogProducts = PRODUCT_CATALOG.map((entry) => ({
  name: entry.name,
  categorySlugs: [entry.top, entry.sub],
}))

describe('xmlWellFormedErrors', () => {
  it('accepts well-formed XML and names what is wrong otherwise', () => {
    expect(xmlWellFormedErrors('<svg a="1"><g><t>x &amp; y</t></g><r/></svg>')).toEqual([])
    expect(xmlWellFormedErrors('<svg><g></svg>')).not.toEqual([])
    expect(xmlWellFormedErrors('<svg><t>a & b</t></svg>')).not.toEqual([])
    expect(xmlWellFormedErrors('<svg a="1" a="2"/>')).not.toEqual([])
    expect(xmlWellFormedErrors('<svg a=1/>')).not.toEqual([])
    expect(xmlWellFormedErrors('<svg/><svg/>')).not.toEqual([])
    expect(xmlWellFormedErrors('<svg>x</svg> tail')).not.toEqual([])
  })
})

describe('productSvg', () => {
  it('draws every catalogue product as a small, well-formed, self-contained 400x400 SVG', () => {
    for (const product of catalogProducts) {
      const svg = productSvg(product)
      expect(xmlWellFormedErrors(svg), product.name).toEqual([])
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"')).toBe(true)
      expect(svg.length, product.name).toBeLessThan(4096)
      expect(svg).not.toMatch(/<script|href=|url\(|javascript:|<image|<foreignObject/i)
      // The only URL is the SVG namespace.
      expect(svg.match(/https?:\/\//g)).toEqual(['http://'])
      expect(svg).toContain(CATEGORY_COLORS[product.categorySlugs[0] ?? ''])
    }
  })

  it('labels the product with its brand and its pack size', () => {
    const svg = productSvg({
      name: 'Acqua San Benedetto Naturale 1,5 lt x 6',
      categorySlugs: ['acqua', 'acqua-naturale'],
    })
    expect(svg).toContain('>San Benedetto</text>')
    expect(svg).toContain('>×6</text>')
    expect(svg).toContain('>1,5 L</text>')
    const wine = productSvg({
      name: 'Primitivo di Manduria DOP 75 cl',
      categorySlugs: ['vino', 'vini-rossi'],
    })
    expect(wine).toContain('>Primitivo</text>')
    expect(wine).toContain('>75 cl</text>')
    expect(wine).not.toContain('×')
  })

  it('draws different containers for different products', () => {
    const pet = productSvg({
      name: 'Acqua Norda Naturale 1,5 lt x 6',
      categorySlugs: ['acqua', 'acqua-naturale'],
    })
    const can = productSvg({
      name: 'Coca-Cola 33cl x 24 lattine',
      categorySlugs: ['bevande', 'bibite-gassate'],
    })
    const wine = productSvg({ name: 'Fiano Puglia IGP 75 cl', categorySlugs: ['vino', 'vini-bianchi'] })
    expect(pet).toContain('q0-30-26-52') // the ribbed PET shoulder
    expect(can).toContain('width="80" height="192"') // the can body
    expect(wine).toContain('v-68') // the long wine neck
    expect(new Set([pet, can, wine]).size).toBe(3)
    expect(pet).toContain('#1B5AAB')
    expect(can).toContain('#558E28')
    expect(wine).toContain('#8500AF')
  })

  it('escapes any text taken from the name', () => {
    const svg = productSvg({
      name: `Acqua "Zeta" <script>alert('x')</script> & Co 1,5 lt x 6`,
      categorySlugs: ['acqua', 'acqua-naturale'],
    })
    expect(xmlWellFormedErrors(svg)).toEqual([])
    expect(svg).not.toContain('<script')
    expect(svg).toContain('&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt; &amp; Co')
  })

  it('falls back to grey and the category word for unknown categories and names without a brand', () => {
    const svg = productSvg({ name: 'bottiglia senza marca', categorySlugs: ['varie'] })
    expect(xmlWellFormedErrors(svg)).toEqual([])
    expect(svg).toContain('#6B7280')
    expect(svg).toContain('>Bari Bevande</text>')
  })
})

describe('packLabel', () => {
  it.each([
    ['Acqua Levissima Naturale 1,5 lt x 6', 6, '1,5 L'],
    ['Acqua Levissima Naturale 50 cl x 24', 24, '50 cl'],
    ['Birra Peroni 33cl x 24 lattine', 24, '33 cl'],
    ['Acqua Uliveto in vetro confezione da 12 bottiglie da 1 lt', 12, '1 L'],
    ['Prosecco DOC Extra Dry 75 cl x6 bott', 6, '75 cl'],
    ['Skipper Zuegg ACE 200 ml 3 pz', 3, '200 ml'],
    ['Selezione birre artigianali pugliesi 6 pezzi', 6, null],
    ['Heineken Analcolica 33 cl pack da 6', 6, '33 cl'],
    ['Skipper Zuegg Pesca 200 ml pacco da 3', 3, '200 ml'],
    ['Monster Energy Mango Loco 50 cl 12 unità', 12, '50 cl'],
    ['Birra Raffo 33 cl formato da 6 bottiglie', 6, '33 cl'],
    ['Birra Moretti Zero 33 cl multipack da 6', 6, '33 cl'],
    ['Corona Extra 35,5 cl x 24 bottiglie', 24, '35,5 cl'],
    ['Primitivo di Manduria DOP 75 cl', null, '75 cl'],
  ])('%s -> %s x %s', (name, count, size) => {
    expect(packLabel(name)).toEqual({ count, size })
  })

  it('reads the pack size of every catalogue name (1 unit: no count)', () => {
    for (const entry of PRODUCT_CATALOG) {
      expect(packLabel(entry.name).count ?? 1, entry.name).toBe(entry.count)
    }
  })
})

describe('brandWord', () => {
  it.each([
    ["Acqua Sant'Anna Naturale 1,5 lt x 6", "Sant'Anna"],
    ['Red Bull Sugarfree 25 cl x 24 lattine', 'Red Bull'],
    ['Birrificio del Levante IPA 33 cl x 12', 'Levante'],
    ['Birra Peroni 66 cl x 15 bottiglie', 'Peroni'],
    ['Selezione birre artigianali pugliesi 6 pezzi', 'Birra'],
  ])('%s -> %s', (name, brand) => {
    expect(brandWord(name, 'Birra')).toBe(brand)
  })
})
