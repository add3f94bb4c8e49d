/**
 * Test suites start many emulators: with `seedCache`, one seeded in the same few minutes with the
 * same options is copied instead of seeded again (CI time, issue 16), and each copy is its own.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createEmulator, type Emulator } from '../src/index'

const dir = mkdtempSync(join(tmpdir(), 'woo-emulator-seeds-'))
const emulators: Emulator[] = []
/** The emulators' clock: a Wednesday morning in Rome, standing still. */
const AT = () => new Date('2026-11-25T10:00:00+01:00')
const make = (options: Parameters<typeof createEmulator>[0] = {}) => {
  const emulator = createEmulator({ customers: 40, seedCache: dir, now: AT, ...options })
  emulators.push(emulator)
  return emulator
}
/** What a test sees of a store: every row of the tables it reads. */
const contents = (emulator: Emulator) =>
  ['products', 'users', 'orders', 'categories', 'settings', 'sequences', 'api_keys', 'gateways'].map(
    (table) => emulator.context.store.all(`SELECT * FROM ${table} ORDER BY 1`),
  )

afterAll(() => {
  for (const emulator of emulators) emulator.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('seedCache', () => {
  it('seeds once, and gives the next emulator the same shop as a copy of its own', () => {
    const first = make()
    expect(readdirSync(dir).filter((name) => name.endsWith('.sqlite'))).toHaveLength(1)
    const second = make()
    expect(readdirSync(dir).filter((name) => name.endsWith('.sqlite'))).toHaveLength(1)
    expect(second.credentials).toEqual(first.credentials)
    expect(contents(second)).toEqual(contents(first))
    const fresh = createEmulator({ customers: 40, now: AT })
    emulators.push(fresh)
    expect(contents(fresh).map((rows) => rows.length)).toEqual(contents(first).map((rows) => rows.length))
    // A copy: what one emulator changes, the other does not see.
    second.context.store.run('DELETE FROM orders')
    expect(contents(first)[2]?.length).toBeGreaterThan(0)
  })

  it('seeds anew for other options, and for another time of the clock, then shares that one too', () => {
    const seeds = () => readdirSync(dir).filter((name) => name.endsWith('.sqlite'))
    const other = make({ seed: 7 })
    expect(seeds()).toHaveLength(2)
    expect(contents(other)[1]).not.toEqual(contents(make())[1])
    // Seeded orders are dated from the clock: another instant is another seed...
    const later = make({ now: () => new Date('2030-03-04T10:00:00Z') })
    expect(seeds()).toHaveLength(3)
    expect(contents(later)[2]).not.toEqual(contents(make())[2])
    // ...which emulators on a clock a minute on share.
    const minuteOn = make({ now: () => new Date('2030-03-04T10:01:00Z') })
    expect(seeds()).toHaveLength(3)
    expect(contents(minuteOn)).toEqual(contents(later))
  })
})
