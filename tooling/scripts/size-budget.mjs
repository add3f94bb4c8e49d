// The gzipped size of an ES module entry plus every chunk it imports, against a budget in KB.
// Usage: node size-budget.mjs dist/index.js 40
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'

const [entry, budgetKb] = process.argv.slice(2)
if (!entry || !budgetKb) {
  console.error('usage: node size-budget.mjs <entry.js> <max gzipped KB>')
  process.exit(2)
}

const seen = new Set()
function walk(file) {
  if (seen.has(file)) return
  seen.add(file)
  const code = readFileSync(file, 'utf8')
  for (const [, spec] of code.matchAll(/(?:import|export)[^'"]*?from\s*['"](\.[^'"]+)['"]/g)) {
    walk(join(dirname(file), spec))
  }
}
walk(entry)

const bytes = [...seen].reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0)
const kb = bytes / 1024
const files = [...seen].map((file) => file.replace(/^.*\//, '')).join(' + ')
console.log(`size: ${files} = ${kb.toFixed(1)} KB gzipped (budget ${budgetKb} KB)`)
if (kb > Number(budgetKb)) {
  console.error(`size: over budget by ${(kb - Number(budgetKb)).toFixed(1)} KB`)
  process.exit(1)
}
