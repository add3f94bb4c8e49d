/**
 * Starts the shop as `npm start` does (tooling/dev-shop: the API server and, with no WOO_BASE_URL,
 * the embedded WooCommerce emulator) in a child process on free ports of 127.0.0.1, with a throw-away data
 * folder: for benchmarks, browser tests and screenshots. `stop()` ends it and removes the folder.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export interface SpawnedShop {
  /** The API server (and the storefront, when built), e.g. http://127.0.0.1:43123. */
  url: string
  /** The embedded emulator. */
  emulatorUrl: string
  apiPort: number
  emulatorPort: number
  /** What the shop printed on its standard output while starting (the URLs, logins and warnings). */
  banner: string
  /** Everything the shop printed on its standard output so far (banner, then log lines). */
  output(): string
  /** Waits until the standard output has a line matching `pattern`, and gives that line. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>
  /** Ends the shop (SIGTERM, then SIGKILL after 5 s) and removes its data folder (unless it was given). */
  stop(): Promise<void>
}

/**
 * The variables of a shop on a real store (`WOO_BASE_URL` set), here an emulator standing in for
 * one, with `NODE_ENV` unset (blank counts as unset): production, whatever else is given.
 */
export function realStoreEnv(
  store: { url: string; credentials: { consumerKey: string; consumerSecret: string } },
  env: Record<string, string> = {},
): Record<string, string> {
  return {
    WOO_BASE_URL: store.url,
    WOO_CONSUMER_KEY: store.credentials.consumerKey,
    WOO_CONSUMER_SECRET: store.credentials.consumerSecret,
    NODE_ENV: '',
    ...env,
  }
}

function withoutKey(env: NodeJS.ProcessEnv, key: string): NodeJS.ProcessEnv {
  const { [key]: _left, ...rest } = env
  return rest
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no free port')),
      )
    })
  })
}

/** How a shop is spawned: its environment, ports (free ones when left out) and data folder. */
export interface SpawnOptions {
  env?: Record<string, string>
  apiPort?: number
  emulatorPort?: number
  timeoutMs?: number
  /** A data folder of the caller's, kept when the shop stops (a restart on the same store); a throw-away one otherwise. */
  dataDir?: string
}

/**
 * Spawns the shop. A free port asked of the system (freePort) can be taken before the shop binds
 * it, by another process's outgoing connection (many, when PostgreSQL's tests run alongside): the
 * shop then ends with EADDRINUSE, and is spawned again on other ports (twice at most).
 */
export async function spawnShop(options: SpawnOptions = {}): Promise<SpawnedShop> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await spawnShopOnce(options)
    } catch (error) {
      const portsOfOurs = options.apiPort === undefined && options.emulatorPort === undefined
      if (attempt < 3 && portsOfOurs && String(error).includes('EADDRINUSE')) continue
      throw error
    }
  }
}

async function spawnShopOnce(options: SpawnOptions): Promise<SpawnedShop> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'shop-'))
  const removeData = () => {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
  }
  const apiPort = options.apiPort ?? (await freePort())
  const emulatorPort = options.emulatorPort ?? (await freePort())
  const child: ChildProcess = spawn(
    process.execPath,
    // A path, not an import: tooling/dev-shop depends on this app, not the other way round.
    ['--conditions=@shop/source', '--import', 'tsx', '../../tooling/dev-shop/src/dev-shop.ts'],
    {
      cwd: resolve(import.meta.dirname, '..'),
      env: {
        // SHOP_CLOCK is the caller's to give (options.env): a shop on a real store refuses it, and
        // the browser suites pass theirs on from the environment (e2e-kit's test-shop.ts).
        ...withoutKey(process.env, 'SHOP_CLOCK'),
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        EMULATOR_PORT: String(emulatorPort),
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  let output = ''
  let starting = true
  // What the shop writes on stderr goes on to ours, and into the error when it does not start.
  child.stderr?.on('data', (chunk: Buffer) => {
    if (starting) output += chunk.toString()
    process.stderr.write(chunk)
  })
  try {
    await new Promise<void>((ready, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`the shop did not start in time:\n${output}`)),
        options.timeoutMs ?? 120_000,
      )
      child.stdout?.on('data', (chunk: Buffer) => {
        if (!starting) return
        output += chunk.toString()
        if (output.includes('/api/health')) {
          clearTimeout(timer)
          ready()
        }
      })
      child.once('exit', (code) => {
        clearTimeout(timer)
        fail(new Error(`the shop exited with ${code}:\n${output}`))
      })
    })
  } catch (error) {
    child.kill('SIGKILL')
    removeData()
    throw error
  }
  starting = false
  let stopping = false
  // A shop that ends on its own while in use says so (tests would otherwise only see refused connections).
  child.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`the shop ended on its own (exit code ${code}, signal ${signal})\n`)
  })
  // Keeps what follows the banner too (the log lines), up to 1 MB.
  let printed = output
  const listeners = new Set<() => void>()
  child.stdout?.on('data', (chunk: Buffer) => {
    if (printed.length < 1_000_000) printed += chunk.toString()
    for (const listener of listeners) listener()
  })
  const findLine = (pattern: RegExp) => printed.split('\n').find((line) => pattern.test(line))
  return {
    url: `http://127.0.0.1:${apiPort}`,
    emulatorUrl: `http://127.0.0.1:${emulatorPort}`,
    apiPort,
    emulatorPort,
    banner: output,
    output: () => printed,
    waitForLine: (pattern, timeoutMs = 30_000) =>
      new Promise<string>((found, fail) => {
        const check = () => {
          const line = findLine(pattern)
          if (line === undefined) return
          clearTimeout(timer)
          listeners.delete(check)
          found(line)
        }
        const timer = setTimeout(() => {
          listeners.delete(check)
          fail(new Error(`no line matching ${pattern} in the shop's output:\n${printed}`))
        }, timeoutMs)
        listeners.add(check)
        check()
      }),
    async stop() {
      stopping = true
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        const killer = setTimeout(() => child.kill('SIGKILL'), 5000)
        await exited
        clearTimeout(killer)
      }
      removeData()
    },
  }
}
