/**
 * Starts one API process (instance.ts) on the environment given, with a data folder of its own, and
 * resolves with its URL once its start banner names it: for test/multi-instance.test.ts and
 * bench/instances.ts.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

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
