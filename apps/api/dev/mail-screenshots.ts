/**
 * Screenshots of the order mails' HTML as Chromium renders it (Debian's, CHROME_PATH or
 * /usr/bin/chromium), one per event and payment state, into docs/mails/ (linked from the README):
 *
 *   pnpm --filter @shop/api mail-screenshots
 *
 * The mails are made by the templates themselves (src/messages/order-mails.ts) from a sample order.
 */
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import {
  type MailContent,
  orderCancelledMail,
  orderDeliveredMail,
  orderOnTheWayMail,
  orderPaidMail,
  orderReceivedMail,
} from '../src/messages/order-mails'
import { SAMPLE_METHODS, sampleOrderMail } from '../src/messages/sample-order-mail'

const { BACS, COD, CARD, PAYPAL } = SAMPLE_METHODS
const transfer = sampleOrderMail(BACS, 'on-hold')
transfer.order.bankDetails = {
  holder: 'Bari Bevande S.r.l.',
  iban: 'IT60 X054 2811 1010 0000 0123 456',
  bank: 'Banca Popolare di Bari',
}

const mails: Record<string, MailContent> = {
  'ricevuto-bonifico': orderReceivedMail(transfer),
  'ricevuto-alla-consegna': orderReceivedMail(sampleOrderMail(COD, 'on-hold')),
  'ricevuto-da-pagare': orderReceivedMail(sampleOrderMail(PAYPAL, 'pending', true)),
  'ricevuto-e-pagato': orderReceivedMail(sampleOrderMail(CARD, 'processing')),
  'pagamento-ricevuto-bonifico': orderPaidMail(sampleOrderMail(BACS, 'processing'), 'transfer'),
  'in-consegna': orderOnTheWayMail(sampleOrderMail(COD, 'out-for-delivery')),
  annullato: orderCancelledMail(sampleOrderMail(CARD, 'cancelled'), true),
  consegnato: orderDeliveredMail(sampleOrderMail(COD, 'completed')),
}

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'mails')
mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
})
try {
  const page = await browser.newPage({ viewport: { width: 680, height: 900 } })
  for (const [name, mail] of Object.entries(mails)) {
    await page.setContent(mail.html, { waitUntil: 'load' })
    await page.screenshot({ path: join(out, `${name}.png`), fullPage: true })
    console.log(`${name}.png  ${mail.subject}`)
  }
} finally {
  await browser.close()
}
