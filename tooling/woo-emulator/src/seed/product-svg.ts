import { escapeXml } from './text'

/** Category colours of SPEC.md section 5, by top category slug. */
export const CATEGORY_COLORS: Readonly<Record<string, string>> = {
  acqua: '#1B5AAB',
  birra: '#CFA100',
  bevande: '#558E28',
  vino: '#8500AF',
}
const OTHER_COLOR = '#6B7280'

type Shape = 'pet' | 'glass' | 'beer' | 'can' | 'brick' | 'wine' | 'sparkling'

interface ShapeArt {
  /** The unit drawn with its bottom centre at (0, 0), in the given colours. */
  draw(color: string, body: string): string
  /** Width of the body, for the label band. */
  width: number
  /** Where the label band's middle sits on the unit (negative: above the bottom). */
  bandY: number
}

const shine = (x: number, from: number, to: number) =>
  `<path d="M${x} ${from}V${to}" stroke="#fff" stroke-opacity=".55" stroke-width="6" stroke-linecap="round"/>`

const SHAPES: Record<Shape, ShapeArt> = {
  pet: {
    width: 84,
    bandY: -118,
    draw: (color, body) =>
      `<path d="M-42 0h84v-150q0-30-26-52v-22h-32v22q-26 22-26 52z" fill="${body}" stroke="#7FB6DC" stroke-width="3"/>` +
      '<path d="M-42 -40h84M-42 -72h84M-42 -172h84" stroke="#9CC8E6" stroke-width="4"/>' +
      shine(-28, -20, -60) +
      `<rect x="-18" y="-244" width="36" height="22" rx="4" fill="${color}"/>`,
  },
  glass: {
    width: 76,
    bandY: -92,
    draw: (color, body) =>
      `<path d="M-38 0h76v-140q0-34-24-50v-46h-28v46q-24 16-24 50z" fill="${body}" stroke="#5E8C74" stroke-width="3"/>` +
      shine(-24, -20, -128) +
      `<rect x="-16" y="-252" width="32" height="18" rx="3" fill="${color}"/>`,
  },
  beer: {
    width: 64,
    bandY: -78,
    draw: (color, body) =>
      `<path d="M-32 0h64v-120q0-30-20-44v-72h-24v72q-20 14-20 44z" fill="${body}" stroke="#3D2A10" stroke-width="2"/>` +
      shine(-20, -16, -108) +
      `<rect x="-14" y="-248" width="28" height="14" rx="2" fill="${color}"/>`,
  },
  can: {
    width: 80,
    bandY: -100,
    draw: (color) =>
      `<rect x="-40" y="-196" width="80" height="192" rx="10" fill="${color}"/>` +
      '<rect x="-36" y="-206" width="72" height="14" rx="6" fill="#C9CED6"/>' +
      '<rect x="-36" y="-8" width="72" height="8" rx="4" fill="#AEB5C0"/>' +
      shine(-26, -20, -176),
  },
  brick: {
    width: 84,
    bandY: -92,
    draw: (color) =>
      `<path d="M-42 0h84v-180l-42-26-42 26z" fill="${color}"/>` +
      '<path d="M-42 -180h84" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>' +
      '<path d="M16 -196l14-44" stroke="#E5E7EB" stroke-width="6" stroke-linecap="round"/>',
  },
  wine: {
    width: 60,
    bandY: -82,
    draw: (color, body) =>
      `<path d="M-30 0h60v-150q0-36-19-50v-68h-22v68q-19 14-19 50z" fill="${body}"/>` +
      shine(-19, -16, -136) +
      `<rect x="-13" y="-276" width="26" height="44" rx="3" fill="${color}"/>`,
  },
  sparkling: {
    width: 60,
    bandY: -82,
    draw: (_color, body) =>
      `<path d="M-30 0h60v-150q0-36-19-50v-68h-22v68q-19 14-19 50z" fill="${body}"/>` +
      shine(-19, -16, -136) +
      '<path d="M-16 -280h32v56q-16 8-32 0z" fill="#D4AF37"/>',
  },
}

/** The unit count and unit size written in a product name ('1,5 lt x 6' -> 6 and '1,5 L'). */
export function packLabel(name: string): { count: number | null; size: string | null } {
  const text = name.replace(/<[^>]*>/g, ' ')
  const sizeMatch = /(\d+(?:[.,]\d+)?)\s*(cl|ml|lt|l)\b/i.exec(text)
  const unit = sizeMatch?.[2]?.toLowerCase()
  const size = sizeMatch ? `${sizeMatch[1]} ${unit === 'lt' || unit === 'l' ? 'L' : unit}` : null
  const patterns = [
    /\d+(?:[.,]\d+)?\s*(?:cl|ml|lt|l)\s*x\s*(\d+)/i,
    /\bx\s*(\d+)\s*bott/i,
    /\b(\d+)\s*(?:bottiglie|pz\b|pezzi|lattine|unità)/i,
    /\b(?:confezione|pack|pacco|formato|multipack)\s+da\s+(\d+)/i,
    /\bmultipack\s+(\d+)/i,
  ]
  let best: { index: number; count: number } | null = null
  for (const pattern of patterns) {
    const match = pattern.exec(text)
    if (match?.[1] !== undefined && (best === null || match.index < best.index))
      best = { index: match.index, count: Number(match[1]) }
  }
  return { count: best?.count ?? null, size }
}

const GENERIC_WORDS = new Set([
  'acqua',
  'birra',
  'birre',
  'birrificio',
  'selezione',
  'succo',
  'vino',
  'cassa',
  'confezione',
  'tè',
  'del',
  'della',
  'di',
])

/** A short brand word from the name: 'Acqua San Benedetto Naturale ...' -> 'San Benedetto'. */
export function brandWord(name: string, fallback: string): string {
  const words = name
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
  let i = 0
  while (i < words.length && GENERIC_WORDS.has((words[i] ?? '').toLowerCase())) i++
  const first = words[i]
  if (!first || !/^\p{Lu}/u.test(first)) return fallback
  const next = words[i + 1]
  const brand = first.length <= 3 && next && /^\p{Lu}/u.test(next) ? `${first} ${next}` : first
  return brand.length > 14 ? `${brand.slice(0, 13)}.` : brand
}

function shapeOf(name: string, top: string, sub: string): Shape {
  if (/lattin/i.test(name)) return 'can'
  if (top === 'vino')
    return sub === 'bollicine' || /prosecco|spumante|franciacorta|trento|brut/i.test(name)
      ? 'sparkling'
      : 'wine'
  if (/brick|skipper|santal|derby/i.test(name)) return 'brick'
  if (top === 'birra') return 'beer'
  if (/vetro/i.test(name)) return 'glass'
  return 'pet'
}

function bodyColor(shape: Shape, name: string, sub: string, color: string): string {
  switch (shape) {
    case 'pet':
      return sub.startsWith('acqua') || color === CATEGORY_COLORS.acqua ? '#D6EBF8' : tint(color, 0.35)
    case 'glass':
      return /frizzante|pellegrino|ferrarelle|effervescente|uliveto|lete/i.test(name) ? '#B7DCC4' : '#E4F1F6'
    case 'beer':
      return /heineken|beck|carlsberg|tennent/i.test(name) ? '#2E6B3A' : '#7B4A1E'
    case 'wine':
      return sub === 'vini-bianchi'
        ? '#BFD07E'
        : sub === 'vini-rosati' || /rosato/i.test(name)
          ? '#E7A3B8'
          : '#4A0E24'
    case 'sparkling':
      return /rosato/i.test(name) ? '#E7A3B8' : '#24452C'
    default:
      return color
  }
}

/** The colour mixed with white: `amount` 1 keeps it, 0 gives white. */
function tint(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff
    return Math.round(255 - (255 - c) * amount)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(16)}${channel(8)}${channel(0)}`
}

const fontSizeFor = (text: string, width: number, max: number) =>
  Math.max(9, Math.min(max, Math.floor((width - 10) / (0.62 * Math.max(3, text.length)))))

/**
 * A self-contained SVG picture of the product (viewBox 0 0 400 400, no external references, no
 * scripts): a PET water bottle, a glass bottle, a beer bottle, a can, a juice brick or a wine
 * bottle, three of them on a crate or a tray for multipacks, in the category's colour, with a
 * label band carrying a brand word from the name and a badge with the pack size.
 */
export function productSvg(product: { name: string; categorySlugs: string[]; sku?: string }): string {
  const top =
    product.categorySlugs.find((slug) => slug in CATEGORY_COLORS) ??
    Object.keys(CATEGORY_COLORS).find((word) => product.categorySlugs.some((slug) => slug.includes(word))) ??
    ''
  const sub = product.categorySlugs.find((slug) => slug !== top) ?? ''
  const color = CATEGORY_COLORS[top] ?? OTHER_COLOR
  const shape = shapeOf(product.name, top, sub)
  const art = SHAPES[shape]
  const body = bodyColor(shape, product.name, sub, color)
  const { count, size } = packLabel(product.name)
  const multi = count !== null && count > 1
  const fallback = top ? `${top.charAt(0).toUpperCase()}${top.slice(1)}` : 'Bari Bevande'
  const brandText = brandWord(product.name, fallback)
  const brand = escapeXml(brandText)
  const title = escapeXml(product.name)

  const unit = (x: number, y: number, scale: number) =>
    `<g transform="translate(${x} ${y}) scale(${scale})">${art.draw(color, body)}</g>`
  const parts: string[] = [
    `<rect width="400" height="400" rx="28" fill="#F8FAFC"/><rect width="400" height="400" rx="28" fill="${color}" fill-opacity=".08"/>`,
    '<ellipse cx="200" cy="346" rx="150" ry="12" fill="#0F172A" fill-opacity=".08"/>',
  ]
  let band: { x: number; y: number; width: number }
  if (multi) {
    parts.push(unit(120, 332, 0.78), unit(280, 332, 0.78), unit(200, 344, 0.84))
    const crate = count >= 12 && (shape === 'glass' || shape === 'beer' || shape === 'wine')
    if (crate) {
      parts.push(
        `<rect x="58" y="262" width="284" height="84" rx="8" fill="${color}"/><path d="M58 280h284M58 328h284" stroke="#000" stroke-opacity=".18" stroke-width="4"/>`,
      )
      band = { x: 80, y: 304, width: 240 }
    } else {
      parts.push('<rect x="62" y="316" width="276" height="30" rx="6" fill="#C8A46A"/>')
      band = { x: 70, y: Math.round(344 + art.bandY * 0.84), width: 260 }
    }
  } else {
    parts.push(unit(200, 340, 1))
    // A ribbon a little wider than slim bottles, so that the brand stays readable.
    const width = Math.max(art.width + 12, 132)
    band = { x: 200 - width / 2, y: 340 + art.bandY, width }
  }
  const fontSize = fontSizeFor(brandText, band.width, 26)
  parts.push(
    `<rect x="${band.x}" y="${band.y - 22}" width="${band.width}" height="44" rx="8" fill="${color}" stroke="#fff" stroke-width="3"/>`,
    `<text x="200" y="${band.y + Math.round(fontSize * 0.35)}" text-anchor="middle" font-size="${fontSize}" fill="#fff">${brand}</text>`,
  )
  if (multi || size) {
    parts.push(`<circle cx="328" cy="72" r="46" fill="#fff" stroke="${color}" stroke-width="4"/>`)
    if (multi) {
      parts.push(`<text x="328" y="74" text-anchor="middle" font-size="30" fill="${color}">×${count}</text>`)
      if (size)
        parts.push(
          `<text x="328" y="98" text-anchor="middle" font-size="15" fill="#334155">${escapeXml(size)}</text>`,
        )
    } else if (size) {
      parts.push(
        `<text x="328" y="80" text-anchor="middle" font-size="20" fill="${color}">${escapeXml(size)}</text>`,
      )
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${title}">` +
    `<title>${title}</title><g font-family="Helvetica,Arial,sans-serif" font-weight="700">${parts.join('')}</g></svg>`
  )
}
