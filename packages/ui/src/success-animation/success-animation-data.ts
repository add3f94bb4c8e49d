/**
 * The success animation of SPEC.md section 2, authored in code as Lottie (bodymovin) JSON: a
 * checkmark with a confetti burst and a 'Fatto' text layer (SPEC.md quotes the original's English
 * 'Successful'; DECISIONS.md section 3 has the shop say it in Italian); 200×200, about 48 frames. The
 * confetti is small rectangles, triangles, quadrilaterals and circles (circle diameter 10 units) in
 * dark blue, light blue, bright green and coral red, flying out from a centre point, scaling and
 * fading; each particle starts at a staggered time between frame 0.8 and frame 9.6, fades in over
 * 4 frames, holds, then fades out by frame 36 to 44; every particle has the rotation value 92.
 */

export const SUCCESS_SIZE = 200
export const SUCCESS_FRAMES = 48
export const FRAME_RATE = 24
export const FIRST_START = 0.8
export const LAST_START = 9.6
export const FADE_IN_FRAMES = 4
export const PARTICLE_ROTATION = 92
export const CIRCLE_DIAMETER = 10
export const PARTICLE_COUNT = 24

/** Dark blue, light blue, bright green, coral red. */
export const CONFETTI_COLOURS = ['#1E3A8A', '#60A5FA', '#22C55E', '#FF6F61'] as const
export const PARTICLE_KINDS = ['rectangle', 'triangle', 'quadrilateral', 'circle'] as const
export type ParticleKind = (typeof PARTICLE_KINDS)[number]

const CENTRE = { x: 100, y: 86 }

type Vec = number[]
/** An animated property: keyframes [frame, value]; eased out, the last one held. */
function animated(keys: [number, Vec][]): { a: 1; k: object[] } {
  return {
    a: 1,
    k: keys.map(([t, s], index) =>
      index === keys.length - 1 ? { t, s } : { t, s, i: { x: 0.2, y: 1 }, o: { x: 0.4, y: 0 } },
    ),
  }
}
const fixed = (k: number | Vec | object) => ({ a: 0 as const, k })

/** '#RRGGBB' as Lottie's [r, g, b, a] in 0..1. */
export function lottieColour(hex: string): Vec {
  const n = Number.parseInt(hex.slice(1), 16)
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255, 1].map(
    (value) => Math.round(value * 1000) / 1000,
  )
}

const transform = () => ({
  ty: 'tr',
  p: fixed([0, 0]),
  a: fixed([0, 0]),
  s: fixed([100, 100]),
  r: fixed(0),
  o: fixed(100),
})

const path = (vertices: Vec[]) => ({
  ty: 'sh',
  ks: fixed({ i: vertices.map(() => [0, 0]), o: vertices.map(() => [0, 0]), v: vertices, c: true }),
})

function particleShape(kind: ParticleKind) {
  switch (kind) {
    case 'rectangle':
      return { ty: 'rc', p: fixed([0, 0]), s: fixed([12, 6]), r: fixed(0) }
    case 'triangle':
      return path([
        [0, -6],
        [6, 5],
        [-6, 5],
      ])
    case 'quadrilateral':
      return path([
        [-5, -4],
        [6, -6],
        [4, 5],
        [-6, 4],
      ])
    case 'circle':
      return { ty: 'el', p: fixed([0, 0]), s: fixed([CIRCLE_DIAMETER, CIRCLE_DIAMETER]) }
  }
}

export interface Particle {
  kind: ParticleKind
  colour: string
  /** The frame it appears at (0.8 … 9.6). */
  start: number
  /** The frame its fade-out ends at (36 … 44). */
  fadeOutEnd: number
  target: { x: number; y: number }
}

/** The particles: kinds and colours in turn, starts evenly staggered, directions all around. */
export function confettiParticles(count = PARTICLE_COUNT): Particle[] {
  return Array.from({ length: count }, (_, index) => {
    const angle = (index / count) * 2 * Math.PI + (index % 3) * 0.09
    const distance = 62 + ((index * 7) % 5) * 6
    return {
      kind: PARTICLE_KINDS[index % PARTICLE_KINDS.length] as ParticleKind,
      colour: CONFETTI_COLOURS[Math.floor(index / PARTICLE_KINDS.length) % CONFETTI_COLOURS.length] as string,
      start: Math.round((FIRST_START + ((LAST_START - FIRST_START) * index) / (count - 1)) * 100) / 100,
      fadeOutEnd: 36 + (index % 9),
      target: {
        x: Math.round((CENTRE.x + Math.cos(angle) * distance) * 10) / 10,
        y: Math.round((CENTRE.y + Math.sin(angle) * distance) * 10) / 10,
      },
    }
  })
}

function particleLayer(particle: Particle, index: number) {
  const { start, fadeOutEnd, target } = particle
  return {
    ddd: 0,
    ind: index + 10,
    ty: 4,
    nm: `Confetti ${index + 1} (${particle.kind})`,
    sr: 1,
    ks: {
      o: animated([
        [0, [0]],
        [start, [0]],
        [start + FADE_IN_FRAMES, [100]],
        [fadeOutEnd - 8, [100]],
        [fadeOutEnd, [0]],
      ]),
      r: fixed(PARTICLE_ROTATION),
      p: animated([
        [start, [CENTRE.x, CENTRE.y, 0]],
        [start + 24, [target.x, target.y, 0]],
      ]),
      a: fixed([0, 0, 0]),
      s: animated([
        [start, [30, 30, 100]],
        [start + 8, [100, 100, 100]],
        [fadeOutEnd, [60, 60, 100]],
      ]),
    },
    ao: 0,
    shapes: [
      {
        ty: 'gr',
        nm: particle.kind,
        it: [
          particleShape(particle.kind),
          { ty: 'fl', c: fixed(lottieColour(particle.colour)), o: fixed(100), r: 1 },
          transform(),
        ],
      },
    ],
    ip: 0,
    op: SUCCESS_FRAMES,
    st: 0,
    bm: 0,
  }
}

function checkmarkLayer() {
  return {
    ddd: 0,
    ind: 2,
    ty: 4,
    nm: 'Checkmark',
    sr: 1,
    ks: {
      o: fixed(100),
      r: fixed(0),
      p: fixed([CENTRE.x, CENTRE.y, 0]),
      a: fixed([0, 0, 0]),
      s: animated([
        [0, [0, 0, 100]],
        [8, [110, 110, 100]],
        [12, [100, 100, 100]],
      ]),
    },
    ao: 0,
    shapes: [
      {
        ty: 'gr',
        nm: 'Tick',
        it: [
          {
            ty: 'sh',
            ks: fixed({
              i: [
                [0, 0],
                [0, 0],
                [0, 0],
              ],
              o: [
                [0, 0],
                [0, 0],
                [0, 0],
              ],
              v: [
                [-17, 1],
                [-5, 13],
                [18, -12],
              ],
              c: false,
            }),
          },
          {
            ty: 'tm',
            s: fixed(0),
            e: animated([
              [6, [0]],
              [18, [100]],
            ]),
            o: fixed(0),
            m: 1,
          },
          { ty: 'st', c: fixed([1, 1, 1, 1]), o: fixed(100), w: fixed(7), lc: 2, lj: 2 },
          transform(),
        ],
      },
      {
        ty: 'gr',
        nm: 'Disc',
        it: [
          { ty: 'el', p: fixed([0, 0]), s: fixed([64, 64]) },
          { ty: 'fl', c: fixed(lottieColour('#22C55E')), o: fixed(100), r: 1 },
          transform(),
        ],
      },
    ],
    ip: 0,
    op: SUCCESS_FRAMES,
    st: 0,
    bm: 0,
  }
}

function textLayer() {
  return {
    ddd: 0,
    ind: 1,
    ty: 5,
    nm: 'Fatto',
    sr: 1,
    ks: {
      o: animated([
        [8, [0]],
        [14, [100]],
      ]),
      r: fixed(0),
      p: fixed([CENTRE.x, 170, 0]),
      a: fixed([0, 0, 0]),
      s: fixed([100, 100, 100]),
    },
    ao: 0,
    t: {
      d: {
        k: [
          {
            s: {
              s: 20,
              f: 'SuccessSans',
              t: 'Fatto',
              j: 2,
              tr: 0,
              lh: 24,
              ls: 0,
              fc: [0.118, 0.227, 0.541],
            },
            t: 0,
          },
        ],
      },
      p: {},
      m: { g: 1, a: fixed([0, 0]) },
      a: [],
    },
    ip: 0,
    op: SUCCESS_FRAMES,
    st: 0,
    bm: 0,
  }
}

/** The animation, built once. Layers are drawn last-first: the text on top, then the check, then the confetti. */
export function successAnimationData() {
  return {
    v: '5.7.4',
    fr: FRAME_RATE,
    ip: 0,
    op: SUCCESS_FRAMES,
    w: SUCCESS_SIZE,
    h: SUCCESS_SIZE,
    nm: 'Fatto',
    ddd: 0,
    assets: [],
    fonts: {
      list: [{ fName: 'SuccessSans', fFamily: 'system-ui, sans-serif', fStyle: 'Bold', ascent: 75 }],
    },
    layers: [textLayer(), checkmarkLayer(), ...confettiParticles().map(particleLayer)],
  }
}
