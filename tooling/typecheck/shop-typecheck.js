#!/usr/bin/env node
// `shop-typecheck [tsconfig…]`: type-checks each project (default tsconfig.json) with TypeScript 7,
// the native compiler, one after the other; stops at the first that fails, with its exit code.
// A package's "typecheck" script calls it instead of `tsc -p`: its own `typescript` (6) stays for
// tsup's .d.ts builds, which need the compiler API that TypeScript 7 does not have (README.md).
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const typescript = dirname(createRequire(import.meta.url).resolve('typescript/package.json'))
const tsc = join(typescript, 'bin', 'tsc')
const projects = process.argv.slice(2)

for (const project of projects.length > 0 ? projects : ['tsconfig.json']) {
  const { status, error } = spawnSync(process.execPath, [tsc, '--project', project], { stdio: 'inherit' })
  if (error) throw error
  if (status !== 0) process.exit(status ?? 1)
}
