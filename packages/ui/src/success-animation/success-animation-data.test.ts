import { describe, expect, it } from 'vitest'
import {
  CIRCLE_DIAMETER,
  CONFETTI_COLOURS,
  confettiParticles,
  lottieColour,
  PARTICLE_KINDS,
  successAnimationData,
} from './success-animation-data'

interface Keyframe {
  t: number
  s: number[]
}
interface Layer {
  nm: string
  ty: number
  ip: number
  op: number
  ks: { o: { a: number; k: Keyframe[] | number }; r: { a: number; k: number } }
  shapes?: { it: { ty: string; s?: { k: number[] }; c?: { k: number[] } }[] }[]
  t?: { d: { k: { s: { t: string } }[] } }
}

const data = successAnimationData() as unknown as {
  w: number
  h: number
  ip: number
  op: number
  fr: number
  layers: Layer[]
}
const confetti = data.layers.filter((layer) => layer.nm.startsWith('Confetti'))
const opacityKeys = (layer: Layer) => layer.ks.o.k as Keyframe[]

describe('the success animation (SPEC.md section 2)', () => {
  it('is 200×200 and about 48 frames long', () => {
    expect([data.w, data.h]).toEqual([200, 200])
    expect(data.op - data.ip).toBe(48)
  })

  it("has a checkmark and an Italian 'Fatto' text layer (DECISIONS.md section 3), never 'Successful'", () => {
    expect(data.layers.some((layer) => layer.nm === 'Checkmark' && layer.ty === 4)).toBe(true)
    const text = data.layers.find((layer) => layer.ty === 5)
    expect(text?.nm).toBe('Fatto')
    expect(text?.t?.d.k[0]?.s.t).toBe('Fatto')
    expect(JSON.stringify(data)).not.toContain('Successful')
  })

  it('bursts confetti of rectangles, triangles, quadrilaterals and circles in the four colours', () => {
    const shapes = new Set(confetti.map((layer) => layer.shapes?.[0]?.it[0]?.ty))
    expect(shapes).toEqual(new Set(['rc', 'sh', 'el']))
    const kinds = new Set(confettiParticles().map((p) => p.kind))
    expect(kinds).toEqual(new Set(PARTICLE_KINDS))
    const fills = new Set(
      confetti.map((layer) => JSON.stringify(layer.shapes?.[0]?.it.find((item) => item.ty === 'fl')?.c?.k)),
    )
    expect(fills).toEqual(new Set(CONFETTI_COLOURS.map((hex) => JSON.stringify(lottieColour(hex)))))
  })

  it('draws its circles 10 units across', () => {
    const circles = confetti.flatMap(
      (layer) => layer.shapes?.[0]?.it.filter((item) => item.ty === 'el') ?? [],
    )
    expect(circles.length).toBeGreaterThan(0)
    for (const circle of circles) expect(circle.s?.k).toEqual([CIRCLE_DIAMETER, CIRCLE_DIAMETER])
  })

  it('starts the particles staggered from frame 0.8 to frame 9.6', () => {
    const starts = confettiParticles().map((p) => p.start)
    expect(Math.min(...starts)).toBe(0.8)
    expect(Math.max(...starts)).toBe(9.6)
    expect([...starts].sort((a, b) => a - b)).toEqual(starts)
    expect(new Set(starts).size).toBe(starts.length)
  })

  it('fades each particle in over 4 frames, holds, and fades it out by frame 36 to 44', () => {
    for (const [index, layer] of confetti.entries()) {
      const keys = opacityKeys(layer)
      const particle = confettiParticles()[index]
      const appear = keys.find((key) => key.s[0] === 0 && key.t === particle?.start)
      const full = keys.find((key) => key.s[0] === 100)
      expect(appear, layer.nm).toBeDefined()
      expect((full?.t ?? 0) - (appear?.t ?? 0), layer.nm).toBeCloseTo(4, 6)
      const last = keys[keys.length - 1]
      expect(last?.s[0], layer.nm).toBe(0)
      expect(last?.t, layer.nm).toBeGreaterThanOrEqual(36)
      expect(last?.t, layer.nm).toBeLessThanOrEqual(44)
    }
  })

  it('gives every particle the rotation value 92', () => {
    expect(confetti.length).toBeGreaterThan(0)
    for (const layer of confetti) expect(layer.ks.r).toEqual({ a: 0, k: 92 })
  })

  it('flies the particles out from the centre point', () => {
    const centres = new Set(
      confetti.map((layer) => {
        const p = (layer.ks as unknown as { p: { k: Keyframe[] } }).p.k[0]?.s
        return JSON.stringify(p)
      }),
    )
    expect(centres.size).toBe(1)
    const targets = confettiParticles().map((p) => p.target)
    expect(new Set(targets.map((t) => Math.sign(t.x - 100))).size).toBeGreaterThan(1)
    expect(new Set(targets.map((t) => Math.sign(t.y - 86))).size).toBeGreaterThan(1)
  })

  it('writes colours as Lottie does', () => {
    expect(lottieColour('#FF0000')).toEqual([1, 0, 0, 1])
    expect(lottieColour('#1E3A8A')).toEqual([0.118, 0.227, 0.541, 1])
  })
})
