import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export interface LocalRegistry {
  url: string
  /** An npm user config file holding a token for the registry. */
  userConfig: string
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitFor(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = performance.now() + 60_000
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`verdaccio exited with ${child.exitCode}:\n${log()}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`verdaccio did not answer ${url} within 60 s:\n${log()}`)
}

/**
 * Starts verdaccio on 127.0.0.1 with no uplinks: it holds only what is published into it. A user
 * is created through the registry's own API, and its token written to a user config for npm.
 */
export async function startLocalRegistry(): Promise<LocalRegistry> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-verdaccio-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}/`
  writeFileSync(
    join(dir, 'config.yaml'),
    [
      `storage: ${join(dir, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(dir, 'htpasswd')}`,
      '    max_users: 10',
      'uplinks: {}',
      'packages:',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      'web:',
      '  enable: false',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  )
  const bin = fileURLToPath(new URL('../node_modules/verdaccio/bin/verdaccio', import.meta.url))
  const child = spawn(
    process.execPath,
    [bin, '--config', join(dir, 'config.yaml'), '--listen', `127.0.0.1:${port}`],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }
  try {
    await waitFor(`${url}-/ping`, child, () => output)
    const response = await fetch(`${url}-/user/org.couchdb.user:ci`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'ci', password: 'consumer-test-password', email: 'ci@example.invalid' }),
    })
    const { token } = (await response.json()) as { token?: string }
    if (!response.ok || !token) throw new Error(`could not create a verdaccio user: ${response.status}`)
    const userConfig = join(dir, 'npmrc')
    writeFileSync(userConfig, `//127.0.0.1:${port}/:_authToken=${token}\n`)
    return { url, userConfig, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
