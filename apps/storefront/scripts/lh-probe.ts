import { resolve } from 'node:path'
import { spawnShop } from '@shop/api/spawn-shop'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const shop = await spawnShop({ env: { STOREFRONT_DIR: resolve(import.meta.dirname, '../dist') } })
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
try {
  for (const path of (process.argv[2] ?? '/,/prodotti,/prodotti/estathe-pesca-1-5-lt-x-6').split(',')) {
    const result = await lighthouse(`${shop.url}${path}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    })
    const lhr = result?.lhr
    if (!lhr) continue
    const a = lhr.audits
    console.log(
      Object.keys(a)
        .filter((k) => k.includes('shift') || k.includes('contentful') || k.includes('long'))
        .join(','),
    )
    console.log(
      path,
      Math.round((lhr.categories.performance?.score ?? 0) * 100),
      'FCP',
      a['first-contentful-paint']?.displayValue,
      'LCP',
      a['largest-contentful-paint']?.displayValue,
      'TBT',
      a['total-blocking-time']?.displayValue,
      'CLS',
      a['cumulative-layout-shift']?.displayValue,
      'SI',
      a['speed-index']?.displayValue,
    )
    console.log(
      '   LCP element:',
      String(JSON.stringify(a['largest-contentful-paint-element']?.details)).slice(0, 400),
    )
    console.log('   CLS:', String(JSON.stringify(a['layout-shifts']?.details)).slice(0, 600))
    console.log(
      '   main thread:',
      String(JSON.stringify((a['mainthread-work-breakdown']?.details as { items?: unknown[] })?.items)).slice(
        0,
        700,
      ),
    )
    console.log(
      '   bootup:',
      String(JSON.stringify((a['bootup-time']?.details as { items?: unknown[] })?.items)).slice(0, 700),
    )
    console.log('   TBT:', String(JSON.stringify(a['long-tasks']?.details)).slice(0, 600))
  }
} finally {
  await chrome.kill()
  await shop.stop()
}
