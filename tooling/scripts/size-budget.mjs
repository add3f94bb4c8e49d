// Size budgets of a built package, in gzipped KB.
//
//   node size-budget.mjs dist/index.js 40
//     the ES module entry plus every module it imports (gzipped together), against 40 KB;
//   node size-budget.mjs --imports <package.tgz>
//     per import: `import { name } from '<package>'` bundled with esbuild (minified, as for a
//     browser) from the packed package, against the budgets of import-budgets.json. The package's
//     own dependencies are taken from its node_modules, so run it from the package folder.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const gzippedKb = (bytes) => gzipSync(bytes, { level: 9 }).length / 1024

/** The budgets of import-budgets.json for one package: { name: KB }. */
export function importBudgets(packageName) {
  const file = fileURLToPath(new URL('./import-budgets.json', import.meta.url))
  return JSON.parse(readFileSync(file, 'utf8'))[packageName] ?? {}
}

/**
 * The gzipped KB of `import { name } from packageName` once bundled, and the three inputs that
 * weigh the most. `resolveDir` is where the package is installed from; `nodePaths` are folders
 * searched for packages not found there; esbuild is loaded from `esbuildFrom`.
 */
export async function importSize({ packageName, name, resolveDir, nodePaths = [], esbuildFrom }) {
  const esbuild = createRequire(join(esbuildFrom, 'noop.js'))('esbuild')
  const result = await esbuild.build({
    stdin: { contents: `import { ${name} } from '${packageName}'\nconsole.log(${name})\n`, resolveDir },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    nodePaths,
    metafile: true,
    write: false,
    logLevel: 'silent',
  })
  const output = result.outputFiles[0]
  const [bundle] = Object.values(result.metafile.outputs)
  const heaviest = Object.entries(bundle?.inputs ?? {})
    .sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
    .slice(0, 3)
    .map(([path]) => path.replace(/^.*node_modules\//, ''))
  return { kb: gzippedKb(output.contents), heaviest }
}

/** The entry plus the modules it imports, relatively, transitively. */
function entrySize(entry) {
  const seen = new Set()
  const walk = (file) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    for (const [, spec] of code.matchAll(/(?:import|export)[^'"]*?from\s*['"](\.[^'"]+)['"]/g)) {
      walk(join(dirname(file), spec))
    }
  }
  walk(entry)
  // Gzipped as one stream, as a server would send them bundled: comparable with a one-file build.
  const kb = gzippedKb(Buffer.concat([...seen].map((file) => readFileSync(file))))
  return { kb, files: seen.size }
}

async function checkImports(tarball) {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8'))
  const budgets = importBudgets(manifest.name)
  const consumer = mkdtempSync(join(tmpdir(), 'size-budget-'))
  let over = 0
  try {
    const installed = join(consumer, 'node_modules', manifest.name)
    mkdirSync(installed, { recursive: true })
    execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'])
    for (const [name, budget] of Object.entries(budgets)) {
      const { kb, heaviest } = await importSize({
        packageName: manifest.name,
        name,
        resolveDir: consumer,
        nodePaths: [join(process.cwd(), 'node_modules')],
        esbuildFrom: process.cwd(),
      })
      console.log(
        `size: import { ${name} } from '${manifest.name}' = ${kb.toFixed(2)} KB gzipped (budget ${budget} KB)`,
      )
      if (kb > budget) {
        over++
        console.error(
          `size: over budget by ${(kb - budget).toFixed(2)} KB; heaviest inputs: ${heaviest.join(', ')}`,
        )
      }
    }
  } finally {
    rmSync(consumer, { recursive: true, force: true })
  }
  return over
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [first, second] = process.argv.slice(2)
  if (first === '--imports' && second) {
    if ((await checkImports(second)) > 0) process.exit(1)
  } else if (first && second) {
    const { kb, files } = entrySize(first)
    console.log(
      `size: ${first} and the ${files - 1} modules it imports = ${kb.toFixed(1)} KB gzipped (budget ${second} KB)`,
    )
    if (kb > Number(second)) {
      console.error(`size: over budget by ${(kb - Number(second)).toFixed(1)} KB`)
      process.exit(1)
    }
  } else {
    console.error('usage: node size-budget.mjs <entry.js> <max gzipped KB> | --imports <package.tgz>')
    process.exit(2)
  }
}
