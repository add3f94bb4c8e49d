import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { builtInZones } from './built-in-zones'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const run = promisify(execFile)

/** Runs the shop-zones CLI from its source, as a separate process. */
async function shopZones(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
      cwd: packageDir,
      maxBuffer: 16 * 1024 * 1024,
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

function tempFile(name: string, content: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'shop-zones-')), name)
  writeFileSync(file, content)
  return file
}

describe('shop-zones', () => {
  it('prints the 26 built-in zones as deliveryZones.json', async () => {
    const { code, stdout } = await shopZones()
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toEqual(builtInZones())
    expect(stdout.split('\n').length).toBeGreaterThan(1000)
  })

  it('prints them on one line with --compact', async () => {
    const { code, stdout } = await shopZones('--compact')
    expect(code).toBe(0)
    expect(stdout.trim().split('\n')).toHaveLength(1)
    expect(JSON.parse(stdout)).toHaveLength(26)
  })

  it('validates a good deliveryZones.json', async () => {
    const file = tempFile('deliveryZones.json', JSON.stringify(builtInZones()))
    const { code, stdout } = await shopZones('--validate', file)
    expect(code).toBe(0)
    expect(stdout).toContain('26 zone valide')
  })

  it('lists the errors of a bad one, in Italian, and exits 1', async () => {
    const zones = structuredClone(builtInZones()) as unknown as Record<string, unknown>[]
    ;(zones[1] as Record<string, unknown>).color = 'rosso'
    ;(zones[2] as Record<string, unknown>).id = (zones[0] as Record<string, unknown>).id
    const file = tempFile('deliveryZones.json', JSON.stringify(zones))
    const { code, stderr } = await shopZones('--validate', file)
    expect(code).toBe(1)
    expect(stderr).toContain('1.color: Il colore è un esadecimale, per esempio #3B82F6')
    expect(stderr).toContain("2.id: L'id zona-1735689600001 è già usato dalla zona 1")
  })

  it('says when the file is not JSON', async () => {
    const file = tempFile('broken.json', '{ "zones": ')
    const { code, stderr } = await shopZones('--validate', file)
    expect(code).toBe(1)
    expect(stderr).toContain('non riesco a leggerlo come JSON')
  })

  it('shows its help, and refuses unknown options with exit code 2', async () => {
    expect((await shopZones('--help')).stdout).toContain('shop-zones --validate <file>')
    const unknown = await shopZones('--yaml')
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('unknown option --yaml')
    expect((await shopZones('--validate')).code).toBe(2)
  })
})
