/**
 * The shop the contract suite runs its journeys on: this API server, in-process over real HTTP, on
 * a real WooCommerce named by the environment (WOO_CONTRACT_URL, WOO_CONSUMER_KEY,
 * WOO_CONSUMER_SECRET, and a shop manager's login WOO_MANAGER_USERNAME, WOO_MANAGER_PASSWORD) or,
 * without WOO_CONTRACT_URL, on the emulator started here (what `pnpm test` and CI run). On a real
 * store the server is in "real store" mode (WOO_BASE_URL set: production, no outbox); on both,
 * mail goes through the durable queue to a real SMTP server on 127.0.0.1 that keeps what arrives,
 * and the zones keep their delivery money.
 *
 * Time: the emulator and the server share one clock from a fixed instant (TEST_INSTANT). A real
 * store's clock is the real one: the shop's clock is then the machine's (@shop/clock systemClock),
 * which the suite moves on (`clock.advance`) where a journey needs time to pass, instead of
 * sleeping; the WooCommerce client signs with the real time.
 */
import { systemClock } from '@shop/clock'
import { createMessageQueue, type MessageQueue } from '../src/adapters/message-queue'
import { createSmtpMail } from '../src/adapters/smtp-mail'
import { DEMO_SELLER, readConfig } from '../src/config'
import { pauseOrderMails } from '../src/orders/order-mail-events'
import {
  offsetClock,
  type ServerParts,
  startApi,
  startServer,
  TEST_SERVER_ENV,
  type TestClock,
  type TestServer,
  testClock,
  type WooTarget,
  wooRequest,
} from '../test/harness'
import { mailbox, startSmtp, type TestSmtp } from '../test/transports'

/**
 * The shop's bank account in the suite (BANK_IBAN…): not the embedded demo account, so that the
 * transfer mail shows the account the shop was given.
 */
export const CONTRACT_BANK = {
  iban: 'IT52X0306909606100000063529',
  holder: 'Bari Bevande Contratto S.r.l.',
  bank: 'Banca di prova',
} as const

export interface ContractShop {
  /** 'emulator' or the real store's URL. */
  name: string
  real: boolean
  server: TestServer
  /** The shop's clock: the emulator's too on the emulator; the real time moved on by `advance` on a real store. */
  clock: TestClock
  /** A WooCommerce REST call straight to the store (`path` under /wp-json/wc/v3), as its back office makes it. */
  woo(method: string, path: string, body?: unknown): ReturnType<typeof wooRequest>
  /** A shop manager's login (the real store's, or the emulator's demo shop_manager). */
  operator: { username: string; password: string }
  /** The mails that reached the SMTP server for an address, and a wait for them (test/transports.ts mailbox). */
  mail: ReturnType<typeof mailbox>
  stop(): Promise<void>
}

const trimmed = (value: string | undefined) => value?.trim() || undefined

/** Starts the shop on the store the environment names (see the file's comment). */
export async function openContractShop(env: Record<string, string | undefined>): Promise<ContractShop> {
  const url = trimmed(env.WOO_CONTRACT_URL)?.replace(/\/+$/, '')
  const smtp: TestSmtp = await startSmtp()
  const smtpMail = createSmtpMail({ url: smtp.url, from: 'Bari Bevande <ordini@baribevande.example>' })
  let queue: MessageQueue | undefined
  const parts: ServerParts = {
    zoneCharges: true,
    messaging: ({ stores, log, now }) => {
      queue = createMessageQueue({ messages: stores.messages, log, now, mail: smtpMail.deliver })
      return { mail: queue.mail ?? undefined }
    },
  }
  const bankEnv = {
    BANK_IBAN: CONTRACT_BANK.iban,
    BANK_HOLDER: CONTRACT_BANK.holder,
    BANK_NAME: CONTRACT_BANK.bank,
  }

  let server: TestServer
  let clock: TestClock
  let target: WooTarget
  let operator: ContractShop['operator']
  if (url) {
    const consumerKey = trimmed(env.WOO_CONSUMER_KEY)
    const consumerSecret = trimmed(env.WOO_CONSUMER_SECRET)
    const username = trimmed(env.WOO_MANAGER_USERNAME)
    const password = env.WOO_MANAGER_PASSWORD
    if (!consumerKey || !consumerSecret || !username || !password) {
      await smtp.close()
      throw new Error(
        'WOO_CONTRACT_URL needs WOO_CONSUMER_KEY and WOO_CONSUMER_SECRET (a read/write REST API key of an administrator or shop manager) and a shop manager’s login, WOO_MANAGER_USERNAME and WOO_MANAGER_PASSWORD (the van journey logs in to the admin API): WOO_CONTRACT_URL=https://negozio.example WOO_CONSUMER_KEY=ck_… WOO_CONSUMER_SECRET=cs_… WOO_MANAGER_USERNAME=operatore WOO_MANAGER_PASSWORD=… pnpm --filter @shop/api contract',
      )
    }
    clock = offsetClock(systemClock)
    // A real store: production mode (WOO_BASE_URL set), which asks for a session secret and a
    // public address (http is allowed for the machine itself; it becomes the server's own).
    const config = readConfig({
      ...TEST_SERVER_ENV,
      ...bankEnv,
      WOO_BASE_URL: url,
      WOO_CONSUMER_KEY: consumerKey,
      WOO_CONSUMER_SECRET: consumerSecret,
      PORTAL_BASE_URL: trimmed(env.WOO_CONTRACT_PORTAL_URL),
      PUBLIC_URL: 'http://127.0.0.1',
    })
    server = await startServer(config, { ...parts, now: clock, wooNow: systemClock })
    // A real store takes no order before its seller is entered (issue 27): this run's shop has the demo one.
    await server.stores.settings.saveSettings({ seller: DEMO_SELLER })
    target = { baseUrl: url, consumerKey, consumerSecret, now: systemClock }
    operator = { username, password }
  } else {
    clock = testClock()
    // The shop's store registers 'In consegna' (docs/out-for-delivery-status.php), as the real one does.
    const api = await startApi({
      ...parts,
      now: clock,
      env: bankEnv,
      emulator: { plugins: { shopStatuses: true } },
    })
    // Its stop stops the emulator too.
    server = api
    target = { ...api.deps.config.woo, baseUrl: api.emulator.url, now: api.emulator.context.now }
    operator = api.demo('shop_manager')
  }
  return {
    name: url ?? 'emulator',
    real: Boolean(url),
    server,
    clock,
    woo: (method, path, body) => wooRequest(target, method, path, body),
    operator,
    mail: mailbox(
      () => smtp,
      () => queue as MessageQueue,
    ),
    async stop() {
      pauseOrderMails(server.deps)
      await queue?.stop()
      smtpMail.close()
      await server.stop()
      await smtp.close()
    },
  }
}
