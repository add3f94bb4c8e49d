// Writes public/icon-192.png and public/icon-512.png, the installed app's icons (web manifest):
// the shop's drop (favicon.svg) in white on the brand's dark blue, full bleed so that a launcher
// may cut it to any shape ('maskable': the drop stays inside the middle 80 %). Run once with
// `node scripts/icons.mjs`; the PNGs are committed. No image library: a few shapes sampled 4×4
// per pixel, written as an 8-bit RGB PNG with node:zlib.
import { writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

const BACKGROUND = [0x13, 0x3f, 0x78]
const DROP = [0xff, 0xff, 0xff]
const WAVE = [0xe4, 0x57, 0x2e]

/** The colour at (x, y) in a unit square (0..1), or the background. */
function colourAt(x, y) {
  const cx = 0.5
  const cy = 0.58
  const r = 0.2
  const apex = 0.2
  const inCircle = (x - cx) ** 2 + (y - cy) ** 2 <= r * r
  // Above the circle the drop narrows to its tip along the two tangents from the tip to the circle.
  const slope = r / Math.sqrt((cy - apex) ** 2 - r * r)
  const touch = cy - (r * r) / (cy - apex)
  const inTip = y >= apex && y <= touch && Math.abs(x - cx) <= (y - apex) * slope
  if (!inCircle && !inTip) return BACKGROUND
  const wave = 0.64 + 0.025 * Math.sin(((x - cx) / r) * Math.PI)
  if (Math.abs(y - wave) <= 0.022 && Math.abs(x - cx) <= r * 0.72) return WAVE
  return DROP
}

function crc32(bytes) {
  let crc = ~0
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}

function chunk(type, data) {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const tail = Buffer.alloc(4)
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, tail])
}

function png(size) {
  const samples = 4
  const rows = []
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 3) // filter byte 0, then RGB
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0]
      for (let sy = 0; sy < samples; sy++)
        for (let sx = 0; sx < samples; sx++) {
          const colour = colourAt((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size)
          for (let c = 0; c < 3; c++) sum[c] += colour[c]
        }
      for (let c = 0; c < 3; c++) row[1 + px * 3 + c] = Math.round(sum[c] / samples ** 2)
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

for (const size of [192, 512]) {
  const file = new URL(`../public/icon-${size}.png`, import.meta.url)
  writeFileSync(file, png(size))
  console.log(`${file.pathname}: ${size}×${size}`)
}
