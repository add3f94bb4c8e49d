import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const startScript = (
  JSON.parse(readFileSync(`${packageDir}package.json`, 'utf8')) as { scripts: { start: string } }
).scripts.start

const running = new Set<ChildProcess>()

afterEach(async () => {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
  running.clear()
})

/**
 * The package's `start` script with `args` after it, as `pnpm --filter @shop/woo-emulator start
 * -- …` runs it: pnpm hands the script the `--` too. Resolves with the banner once the demo logins
 * are printed, or with the exit code when the process ends first.
 */
function start(args: string[]): Promise<{ child: ChildProcess; out: string; code: number | null }> {
  const [command, ...scriptArgs] = startScript.split(' ')
  expect(command).toBe('node')
  const child = spawn(process.execPath, [...scriptArgs, ...args], { cwd: packageDir })
  running.add(child)
  let out = ''
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      out += chunk.toString()
      if (/customer\s+angela\.cassano/.test(out)) resolve({ child, out, code: null })
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('error', reject)
    child.on('exit', (code) => resolve({ child, out, code }))
  })
}

const stopped = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.on('exit', (code) => resolve(code))
    child.kill('SIGTERM')
  })

const url = (out: string) => /emulator on (http:\/\/\S+) /.exec(out)?.[1] ?? 'no url printed'

describe('the start script (README, Start it)', () => {
  it('takes the options after the `--` pnpm passes on, serves, and stops on SIGTERM', async () => {
    const { child, out, code } = await start([
      '--',
      '--port',
      '0',
      '--db',
      ':memory:',
      '--customers',
      '40',
      '--without',
      'orddd,phone-login,portal',
    ])
    expect(code, out).toBeNull()
    expect(out).toContain('without plugins:  orddd, phone-login, portal')
    const base = url(out)
    expect((await fetch(`${base}/wp-json/wc/v3/products`)).status).toBe(401)
    expect((await fetch(`${base}/wp-json/orddd/v1/delivery_schedule/0`)).status).toBe(404)
    expect(await stopped(child)).toBe(0)
  })

  it('takes the same options without the `--` (npm drops it)', async () => {
    const { child, out, code } = await start(['--port', '0', '--db', ':memory:', '--customers', '40'])
    expect(code, out).toBeNull()
    expect((await fetch(`${url(out)}/wp-json/orddd/v1/delivery_schedule/0`)).status).toBe(200)
    expect(await stopped(child)).toBe(0)
  })

  it('refuses an unknown plugin and says which ones it knows', async () => {
    const { out, code } = await start(['--', '--db', ':memory:', '--without', 'ordd'])
    expect(code).toBe(2)
    expect(out).toContain("--without knows orddd, phone-login and portal, not 'ordd'")
  })
})
