import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importBudgets, importSize } from '../../scripts/size-budget.mjs'
import { type LocalRegistry, startLocalRegistry } from './local-registry'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const published = ['zones', 'slots', 'cart-core', 'catalog', 'customer-search', 'woo-client']
const env = {
  ...process.env,
  NODE_EXTRA_CA_CERTS: '/etc/ssl/certs/ca-certificates.crt',
  npm_config_audit: 'false',
}

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

let registry: LocalRegistry
let consumer: string

beforeAll(async () => {
  registry = await startLocalRegistry()
  const tarballs = mkdtempSync(join(tmpdir(), 'shop-tarballs-'))
  for (const name of published) {
    // pnpm pack: the package as it is published (publishConfig applied, workspace: ranges replaced).
    run('pnpm', ['pack', '--pack-destination', tarballs], join(root, 'packages', name))
  }
  for (const tarball of readdirSync(tarballs)) {
    run(
      'npm',
      ['publish', join(tarballs, tarball), '--registry', registry.url, '--userconfig', registry.userConfig],
      tarballs,
    )
  }
  consumer = mkdtempSync(join(tmpdir(), 'shop-consumer-'))
  cpSync(fileURLToPath(new URL('../fixtures/consumer', import.meta.url)), consumer, { recursive: true })
  // Only the @shop scope comes from the local registry; zod and the geometry helpers come from the
  // usual registry, as they would for a team installing our packages.
  writeFileSync(join(consumer, '.npmrc'), `@shop:registry=${registry.url}\n`)
  run('npm', ['install', '--no-fund', '--no-audit', ...published.map((name) => `@shop/${name}`)], consumer)
})

afterAll(async () => {
  await registry?.stop()
})

describe('the published packages, installed from a registry into a blank project', () => {
  const expected = {
    zones: 26,
    indexed: 'Centro',
    shared: 'Centro',
    plain: 'Centro',
    // Japigia without 08, 09, 12, 13; Molisia serves only 07 (10 and 11 go), the new Ducato has no
    // availability data (14 and 15 stay); 15:00 - 16:00 lies in the preferred 15:00-18:00 range.
    slots: ['15:00 - 16:00', '07:00 - 08:00', '14:00 - 15:00'],
    vehicles: 6,
    saturday: ['09:00 - 10:00', '10:00 - 11:00'],
  }

  it('prints 26 from require("@shop/zones/bari")', () => {
    const out = run(
      process.execPath,
      ['-e', "const z=require('@shop/zones/bari'); console.log(z.builtInZones().length)"],
      consumer,
    )
    expect(out.trim()).toBe('26')
  })

  it('loads none of the Bari zones with the main entry, and builds them only when asked', () => {
    const loaded = (entry: string, then: string) =>
      JSON.parse(
        run(
          process.execPath,
          [
            '-e',
            `const z = require('${entry}'); ${then}; console.log(JSON.stringify(Object.keys(require.cache).filter((f) => f.includes('@shop/zones')).map((f) => f.replace(/^.*[\\/]/, ''))))`,
          ],
          consumer,
        ),
      ) as string[]
    const main = loaded('@shop/zones', 'z.zoneName(null)')
    expect(main).toContain('zone-name.cjs')
    expect(main).not.toContain('built-in-zones.cjs')
    expect(main).not.toContain('bari.cjs')
    expect(loaded('@shop/zones/bari', 'z.builtInZones()')).toContain('built-in-zones.cjs')
  })

  // A bundler keeps only what a one-line import uses (one output module per source module,
  // sideEffects: false): the same budgets as check-package, on the packages as installed here.
  const budgets = ['@shop/zones', '@shop/slots'].flatMap((packageName) =>
    Object.entries(importBudgets(packageName)).map(([name, kb]) => [name, packageName, kb] as const),
  )
  it.each(budgets)(
    'bundles import { %s } from %s within %s KB gzipped',
    async (name, packageName, budget) => {
      const { kb, heaviest } = await importSize({
        packageName,
        name,
        resolveDir: consumer,
        esbuildFrom: fileURLToPath(new URL('..', import.meta.url)),
      })
      expect(kb, `heaviest inputs: ${heaviest.join(', ')}`).toBeLessThanOrEqual(budget)
    },
  )

  it('works from CommonJS', () => {
    expect(JSON.parse(run(process.execPath, ['cjs.cjs'], consumer))).toEqual(expected)
  })

  it('works from an ES module', () => {
    expect(JSON.parse(run(process.execPath, ['esm.mjs'], consumer))).toEqual(expected)
  })

  it('type-checks from TypeScript, for ES modules and CommonJS, with real types', () => {
    const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url))
    expect(() => run(process.execPath, [tsc, '-p', 'tsconfig.json'], consumer)).not.toThrow()
  })

  it.each([
    [
      '@shop/cart-core',
      'cartReducer',
      "c.cartReducer(c.emptyCart, { type: 'ADD_ITEM', item: { id: 1, price: 0.1 } }).total",
    ],
    ['@shop/catalog', 'packSize', "c.packSize('Acqua Lete 1,5 lt x 6')"],
    ['@shop/customer-search', 'detectSearchType', "c.detectSearchType('080-123-4567')"],
    [
      '@shop/woo-client',
      'createWooClient',
      "typeof c.createWooClient({ baseUrl: 'https://x.invalid', consumerKey: 'k', consumerSecret: 's' }).listProducts",
    ],
  ])('loads %s from CommonJS and from an ES module alike', (name, _fn, expression) => {
    const cjs = run(
      process.execPath,
      ['-e', `const c = require('${name}'); console.log(JSON.stringify(${expression}))`],
      consumer,
    )
    const esm = run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import * as c from '${name}'; console.log(JSON.stringify(${expression}))`,
      ],
      consumer,
    )
    expect(cjs).toBe(esm)
    expect(JSON.parse(cjs)).not.toBeNull()
  })

  it('installs the shop-zones command', () => {
    const out = run(join(consumer, 'node_modules', '.bin', 'shop-zones'), ['--compact'], consumer)
    expect(JSON.parse(out)).toHaveLength(26)
  })

  it('publishes built files only: no source condition, no src/', () => {
    const manifest = JSON.parse(readFileSync(join(consumer, 'node_modules/@shop/zones/package.json'), 'utf8'))
    expect(JSON.stringify(manifest.exports)).not.toContain('@shop/source')
    expect(readdirSync(join(consumer, 'node_modules/@shop/zones'))).not.toContain('src')
    const slots = JSON.parse(readFileSync(join(consumer, 'node_modules/@shop/slots/package.json'), 'utf8'))
    expect(slots.dependencies['@shop/zones']).toMatch(/^\^\d+\.\d+\.\d+$/)
  })
})
