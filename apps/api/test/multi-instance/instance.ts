/**
 * One API process of test/multi-instance.test.ts: the shop as index.ts starts it (startShop, on the
 * environment the test gives it: an emulator standing in for a real store, DATABASE_URL, SMTP, the
 * card sandbox), on a clock the test chooses: it starts at the instant in argv[2] and runs on, and
 * a line `advance <ms>` on standard input moves it on (as the test moves the emulator's).
 *
 * Usage: node --conditions=@shop/source --import tsx test/multi-instance/instance.ts <instant>
 */
import { createInterface } from 'node:readline'
import { clockFrom, parseInstant } from '@shop/clock'
import { startShop } from '../../src/start-shop'

const [instant = ''] = process.argv.slice(2)
const running = clockFrom(parseInstant(instant))
let ahead = 0
createInterface({ input: process.stdin }).on('line', (line) => {
  const advance = /^advance (\d+)$/.exec(line.trim())
  if (advance) ahead += Number(advance[1])
})

await startShop({ clock: () => new Date(running().getTime() + ahead) })
