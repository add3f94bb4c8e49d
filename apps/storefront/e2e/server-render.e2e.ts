import { accountLink, logInByApi, makeCustomer } from './accounts'
import { BRAND, expect, productCards, shopUrl, takenOver, test } from './fixtures'

/**
 * The first screen from the server (README, 'The first screen from the server'): the API server
 * sends the home page, the product lists and a product page already rendered, with their data, and
 * the app takes them over in the browser (hydration) with the cart and the login kept in storage.
 */

test('il catalogo arriva già scritto, si legge senza JavaScript, e poi il carrello funziona @phone', async ({
  page,
  browser,
}) => {
  // Without JavaScript the page shows the list (what a phone sees before the scripts arrive).
  const still = await browser.newContext({ javaScriptEnabled: false })
  const plain = await still.newPage()
  await plain.goto(`${shopUrl()}/prodotti/categoria/acqua`)
  await expect(plain.getByRole('heading', { level: 1 })).toBeVisible()
  const names = await productCards(plain).getByRole('heading', { level: 3 }).allInnerTexts()
  expect(names.length).toBeGreaterThan(3)
  await still.close()

  // The page as sent carries those products, and the state the app starts from: the same
  // products' data and the shop's configuration.
  const sent = await (await page.request.get('/prodotti/categoria/acqua')).text()
  const state = /<script type="application\/json" id="shop-state">(.*?)<\/script>/s.exec(sent)?.[1] ?? ''
  const served = JSON.parse(state)
  expect(served.config.brand).toBe(BRAND)
  for (const name of names.slice(0, 3)) expect(JSON.stringify(served.queries)).toContain(JSON.stringify(name))

  // With it, the app takes the page over: the first press adds to the cart at once.
  await page.goto('/prodotti/categoria/acqua')
  const card = productCards(page).first()
  await expect(card).toContainText(names[0] ?? '')
  await card.getByRole('button', { name: /Aggiungi/ }).click()
  await expect(page.getByRole('link', { name: /^Carrello, 1 articolo/ })).toBeVisible()

  // The cart is in storage: a new page the server rendered (the same for everyone, so with an
  // empty cart) shows it as soon as the app has taken over.
  await page.reload()
  await expect(page.getByRole('link', { name: /^Carrello, 1 articolo/ })).toBeVisible()
})

test('un tocco su «Aggiungi» prima che l’app abbia preso la pagina non si perde @phone', async ({ page }) => {
  // Another tab, whose screen's code is held back: the page shows, the app cannot take it over yet.
  const early = await page.context().newPage()
  let release = () => {}
  const held = new Promise<void>((done) => {
    release = done
  })
  await early.route('**/assets/product-list-page-*.js', async (route) => {
    await held
    await route.continue()
  })
  await early.goto('/prodotti/categoria/acqua', { waitUntil: 'domcontentloaded' })
  await productCards(early)
    .first()
    .getByRole('button', { name: /^Aggiungi al carrello:/ })
    .click()
  await expect(early.locator('#root[data-hydrated]')).toHaveCount(0)
  await expect(early.getByRole('link', { name: /^Carrello, 0 articoli/ })).toBeVisible()
  release()
  // Taken over, the press is made again: one product in the cart, once.
  await expect(early.locator('#root[data-hydrated]')).toHaveCount(1)
  await expect(early.getByRole('link', { name: /^Carrello, 1 articolo/ })).toBeVisible()
  await early.close()
})

test('un cliente connesso arriva su un prodotto: la pagina è la stessa per tutti, il suo account si aggiunge @desktop', async ({
  page,
}) => {
  const customer = await makeCustomer('ssr')
  await logInByApi(page, customer.email, customer.password)
  await page.goto('/')
  // Nothing personal in what the server sent: no name, no e-mail.
  const sent = await (await page.request.get('/prodotti')).text()
  expect(sent).toContain('id="shop-state"')
  expect(sent).not.toContain(customer.email)
  expect(sent).not.toContain(customer.lastName)
  await accountLink(page, 'logged-in')

  await page.goto('/prodotti')
  await takenOver(page)
  await accountLink(page, 'logged-in')
  // The app's ids are the server's (useId in the same order): nothing changes when the header
  // renders again, and every label and description still finds its element.
  const ids = () => page.evaluate(() => [...document.querySelectorAll('[id]')].map((element) => element.id))
  const before = await ids()
  await page.getByRole('combobox', { name: 'Cerca prodotti' }).fill('acqua')
  await expect(page.getByRole('listbox')).toBeVisible()
  expect(await ids()).toEqual(expect.arrayContaining(before))
  const dangling = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-labelledby], [aria-describedby], label[for]')].flatMap((element) =>
      `${element.getAttribute('aria-labelledby') ?? ''} ${element.getAttribute('aria-describedby') ?? ''} ${element.getAttribute('for') ?? ''}`
        .split(' ')
        .filter((id) => id && !document.getElementById(id)),
    ),
  )
  expect(dangling).toEqual([])
  await page.getByRole('combobox', { name: 'Cerca prodotti' }).fill('')
  // Each part is the app's (the header, the footer and the screen are taken over in turn): their
  // links move within the app, without loading a page again.
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Offerte' }).click()
  await expect(page).toHaveURL(/\/prodotti\?ordina=offerte$/)
  await productCards(page).first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/prodotti\/[^/]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
})

test('il codice che una prima visita esegue subito porta il suggerimento di compilazione di V8, e solo quello', async ({
  request,
}) => {
  // README, 'After the first paint': the entry, what it imports and the screens the server
  // renders start with V8's compile hint (on its first line, or V8 would not compile the functions
  // before it); the screens rendered in the browser and the map are left to lazy compilation.
  const HINT = '//# allFunctionsCalledOnLoad\n'
  const text = async (path: string) => {
    const answer = await request.get(path)
    expect(answer.ok(), path).toBe(true)
    return answer.text()
  }
  const sent = await text('/prodotti')
  const entry = /<script[^>]+src="(\/assets\/index-[\w-]+\.js)"/.exec(sent)?.[1] ?? ''
  const preloaded = [...sent.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="(\/assets\/[\w-]+\.js)"/g)]
  expect(entry).not.toBe('')
  expect(preloaded.length).toBeGreaterThan(0)
  const entryCode = await text(entry)
  expect(entryCode.startsWith(HINT)).toBe(true)
  for (const [, file = ''] of preloaded) expect((await text(file)).startsWith(HINT), file).toBe(true)
  // The screens' chunks are named in the entry's map of what each lazy import needs.
  const chunk = async (name: string) => {
    const file = new RegExp(`assets/${name}-[\\w-]+\\.js`).exec(entryCode)?.[0]
    expect(file, name).toBeDefined()
    return text(`/${file}`)
  }
  for (const screen of ['home-page', 'product-list-page', 'product-page'])
    expect((await chunk(screen)).startsWith(HINT), screen).toBe(true)
  for (const screen of ['cart-page', 'checkout-page', 'zone-map-page'])
    expect((await chunk(screen)).startsWith(HINT), screen).toBe(false)
})
