/**
 * Starts one API process (instance.ts) on the environment given, with a data folder of its own, and
 * resolves with its URL once its start banner names it: for test/multi-instance.test.ts and
 * bench/instances.ts.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { realStoreEnv } from '../../dev/spawn-shop'
import { TEST_SESSION_SECRET } from '../harness'

/**
 * The environment of an instance on an emulator standing in for the real store (production mode:
 * NODE_ENV blank), listening on a free port, behind a proxy at `publicUrl` (TRUST_PROXY), with
 * `databaseUrl` for its data (SQLite in its data folder when null), and `more` on top.
 */
export function instanceEnv(
  store: { url: string; credentials: { consumerKey: string; consumerSecret: string } },
  publicUrl: string,
  databaseUrl: string | null,
  more: Record<string, string> = {},
): Record<string, string> {
  return realStoreEnv(store, {
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    SESSION_SECRET: TEST_SESSION_SECRET,
    DATABASE_URL: databaseUrl ?? '',
    TRUST_PROXY: 'true',
    GUEST_ORDERS_PER_DAY: '100000',
    ...more,
  })
}

export interface Instance {
  url: string
  child: ChildProcess
  /** What it printed so far (its banner, then its log lines). */
  output(): string
  /** Moves its clock on by `ms`. */
  advance(ms: number): void
  /** Ends it (SIGKILL: no goodbye is wanted) and removes its data folder. */
  stop(): void
}

export async function startInstance(env: Record<string, string>, instant: string): Promise<Instance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-instance-'))
  const { SHOP_CLOCK: _clock, ...inherited } = process.env
  const child = spawn(
    process.execPath,
    ['--conditions=@shop/source', '--import', 'tsx', 'test/multi-instance/instance.ts', instant],
    {
      cwd: resolve(import.meta.dirname, '../..'),
      env: { ...inherited, ...env, DATA_DIR: dataDir },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const keep = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const stop = () => {
    child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    const url = await new Promise<string>((ready, fail) => {
      const timer = setTimeout(() => fail(new Error(`an instance did not start in time:\n${output}`)), 90_000)
      child.stdout?.on('data', () => {
        const found = /API:\s+(http:\/\/127\.0\.0\.1:\d+)\/api\/health/.exec(output)
        if (found?.[1]) {
          clearTimeout(timer)
          ready(found[1])
        }
      })
      child.once('exit', (code) => {
        clearTimeout(timer)
        fail(new Error(`an instance exited with ${code}:\n${output}`))
      })
    })
    return {
      url,
      child,
      output: () => output,
      advance: (ms) => child.stdin?.write(`advance ${ms}\n`),
      stop,
    }
  } catch (error) {
    stop()
    throw error
  }
}
