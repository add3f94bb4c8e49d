#!/usr/bin/env node
import { readFileSync } from 'node:fs'
import { builtInZones } from './built-in-zones'
import { zonesToJson } from './create-zone'
import { validateZones } from './validate-zones'

const HELP = `shop-zones: the delivery zones as JSON, for a deliveryZones.json file

Usage:
  shop-zones                     print the 26 built-in zones as JSON
  shop-zones --compact           the same on one line
  shop-zones --validate <file>   check a deliveryZones.json file; exit code 1 with the errors if it is not valid
  shop-zones --help              this text

Example:
  shop-zones > deliveryZones.json
`

function validate(file: string): number {
  let data: unknown
  try {
    data = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    process.stderr.write(`${file}: non riesco a leggerlo come JSON (${(error as Error).message})\n`)
    return 1
  }
  const result = validateZones(data)
  if (result.success) {
    process.stdout.write(`${file}: ${result.data.length} zone valide\n`)
    return 0
  }
  for (const issue of result.error.issues) {
    process.stderr.write(`${file}: ${issue.path.join('.') || '(radice)'}: ${issue.message}\n`)
  }
  return 1
}

function main(args: string[]): number {
  const [first, second] = args
  if (first === '--help' || first === '-h') {
    process.stdout.write(HELP)
    return 0
  }
  if (first === '--validate') {
    if (!second) {
      process.stderr.write('shop-zones --validate needs a file: shop-zones --validate deliveryZones.json\n')
      return 2
    }
    return validate(second)
  }
  if (first === '--compact') {
    process.stdout.write(`${JSON.stringify(builtInZones())}\n`)
    return 0
  }
  if (first === undefined) {
    process.stdout.write(zonesToJson(builtInZones()))
    return 0
  }
  process.stderr.write(`shop-zones: unknown option ${first}\n\n${HELP}`)
  return 2
}

// `shop-zones | head` closes the pipe early: that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0)
  throw error
})

process.exitCode = main(process.argv.slice(2))
