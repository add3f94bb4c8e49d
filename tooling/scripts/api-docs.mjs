// The API section of a package's README, generated from the TSDoc of its public entries, so that
// the README says what the code says. Run from a package folder:
//
//   node api-docs.mjs           rewrite README.md between <!-- api:start --> and <!-- api:end -->
//   node api-docs.mjs --check   exit 1 when that section is not what the TSDoc gives (check-package)
//
// The entries are the package.json exports that have a source file (the `@shop/source` condition).
// It reads them with the TypeScript compiler API of the package's own `typescript` devDependency:
// no documentation tool to install, and the signatures are the ones the compiler sees.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const START = '<!-- api:start -->'
const END = '<!-- api:end -->'

const manifest = JSON.parse(readFileSync('package.json', 'utf8'))
const ts = createRequire(join(process.cwd(), 'package.json'))('typescript')

/** [import path, source file] of each public entry. */
const entries = Object.entries(manifest.exports ?? {})
  .filter(([, target]) => typeof target === 'object' && target['@shop/source'])
  .map(([key, target]) => [
    key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`,
    resolve(target['@shop/source']),
  ])

const program = ts.createProgram(
  entries.map(([, file]) => file),
  {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    resolveJsonModule: true,
    customConditions: ['@shop/source'],
    types: [],
  },
)
const checker = program.getTypeChecker()
const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope

const text = (parts) => ts.displayPartsToString(parts).trim()

/** A summary as a list item: its paragraphs joined, its own list nested under it. */
const asItem = (summary) => summary.replace(/\n\n/g, ' ').replace(/\n/g, '\n  ')

/** The tag's text: the @example of a function, without its code fence. */
function examples(symbol) {
  return symbol
    .getJsDocTags(checker)
    .filter((tag) => tag.name === 'example')
    .map((tag) =>
      text(tag.text ?? [])
        .replace(/^```\w*\n?/, '')
        .replace(/\n?```$/, '')
        .trim(),
    )
}

/** The TSDoc's text with its wrapped lines joined; paragraphs and list items stay apart. */
const unwrap = (summary) => summary.replace(/[ \t]*\n[ \t]*(?!\n|- |\* )(?<!\n[ \t]*\n[ \t]*)/g, ' ')

function describe(name, exported) {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
  const declaration = symbol.declarations?.[0]
  const summary = unwrap(text(symbol.getDocumentationComment(checker)))
  if (symbol.flags & ts.SymbolFlags.Function) {
    const type = checker.getTypeOfSymbolAtLocation(symbol, declaration)
    const signatures = type
      .getCallSignatures()
      .map((sig) => `${name}${checker.signatureToString(sig, undefined, flags)}`)
    return { kind: 'function', name, signatures, summary, examples: examples(symbol) }
  }
  if (symbol.flags & ts.SymbolFlags.Variable) {
    const type = checker.typeToString(
      checker.getTypeOfSymbolAtLocation(symbol, declaration),
      undefined,
      flags,
    )
    // A zod schema's type runs to pages: name it by its kind instead.
    const shown = type.includes('Zod') ? 'a zod schema' : type.length <= 100 ? type : ''
    return { kind: 'value', name, type: shown, summary }
  }
  return { kind: 'type', name, summary }
}

function section([importPath, file]) {
  const source = program.getSourceFile(file)
  const moduleSymbol = source && checker.getSymbolAtLocation(source)
  if (!moduleSymbol) throw new Error(`api-docs: cannot read ${file}`)
  const items = checker
    .getExportsOfModule(moduleSymbol)
    .map((exported) => describe(exported.getName(), exported))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  const lines = [`### \`${importPath}\``, '']
  for (const item of items.filter((i) => i.kind === 'function')) {
    lines.push(`#### \`${item.name}\``, '', '```ts', ...item.signatures, '```', '')
    if (item.summary) lines.push(item.summary, '')
    for (const example of item.examples) lines.push('```ts', example, '```', '')
  }
  const values = items.filter((i) => i.kind === 'value')
  if (values.length > 0) {
    lines.push('Constants and schemas:', '')
    for (const item of values) {
      const type = item.type ? ` (${item.type.includes('`') ? item.type : `\`${item.type}\``})` : ''
      lines.push(`- \`${item.name}\`${type}${item.summary ? `: ${asItem(item.summary)}` : ''}`)
    }
    lines.push('')
  }
  const types = items.filter((i) => i.kind === 'type')
  if (types.length > 0) {
    lines.push('Types:', '')
    for (const item of types) {
      lines.push(`- \`${item.name}\`${item.summary ? `: ${asItem(item.summary)}` : ''}`)
    }
    lines.push('')
  }
  return lines.join('\n')
}

const generated = [
  START,
  '<!-- Generated from the TSDoc by tooling/scripts/api-docs.mjs (pnpm docs:api): edit the code, not this. -->',
  '',
  ...entries.map(section),
  END,
].join('\n')

const readme = readFileSync('README.md', 'utf8')
const start = readme.indexOf(START)
const end = readme.indexOf(END)
if (start < 0 || end < start) {
  console.error(`api-docs: README.md has no ${START} … ${END} section to fill`)
  process.exit(2)
}
// Formatted as the repository formats Markdown (biome, code blocks included), so that a README
// written by this script passes the lint and the check compares like with like.
const root = fileURLToPath(new URL('../../', import.meta.url))
const biome = createRequire(join(root, 'package.json')).resolve('@biomejs/biome/bin/biome')
const updated = execFileSync(process.execPath, [biome, 'format', '--stdin-file-path=README.md'], {
  cwd: root,
  input: `${readme.slice(0, start)}${generated}${readme.slice(end + END.length)}`,
  encoding: 'utf8',
})
if (process.argv.includes('--check')) {
  if (updated !== readme) {
    console.error(
      `api-docs: README.md's API section is stale: run \`pnpm docs:api\` in ${manifest.name} and commit it`,
    )
    process.exit(1)
  }
  console.log(`api-docs: README.md's API section matches the TSDoc of ${entries.map(([p]) => p).join(', ')}`)
} else if (updated !== readme) {
  writeFileSync('README.md', updated)
  console.log('api-docs: README.md updated')
}
