import type { Locator, Page } from '@playwright/test'
import { clientAddress, makeCustomer, makePastOrder, uniqueEmail } from './accounts'
import { fillCart } from './checkout'
import {
  BRAND,
  expect,
  expectNoSeriousViolations,
  productCards,
  shopNow,
  test,
  WELCOME_KEY,
} from './fixtures'

/** Keyboard only: every step with Tab, Shift+Tab, Enter, Space and the arrow keys. */

/** Whether the element has the focus and shows it (an outline or a ring where it is on screen). */
async function expectFocusShown(target: Locator) {
  await expect(target).toBeFocused()
  await expect(target).toBeInViewport()
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element)
    return {
      outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
      shadow: style.boxShadow !== 'none',
    }
  })
  expect(ring.outline || ring.shadow, 'a visible focus indicator').toBe(true)
}

/** Presses `key` (Tab or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 60) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      await expectFocusShown(target)
      return presses
    }
    await page.keyboard.press(key)
  }
  throw new Error(`${target} not reached with ${max} × ${key}`)
}

test.describe('desktop', () => {
  test.use({ firstVisit: true })

  // Desktop only: the keyboard walk is the desktop layout’s.
  test('solo tastiera: benvenuto, salta al contenuto, categoria, prodotto, carrello, quantità', {
    tag: '@desktop',
  }, async ({ page }) => {
    // The welcome dialog closes by itself after 7 s: on a loaded machine the walk through it could
    // take longer. The page's clock (installed at the shop's instant by the fixtures) is held a
    // second ahead, moved in small steps until the dialog shows, while the keyboard goes through
    // the dialog, and runs again once it is closed.
    await page.clock.pauseAt((await shopNow()).getTime() + 1000)
    await page.goto('/')

    // The welcome dialog takes the focus, keeps it inside, and goes with Enter.
    const dialog = page.getByRole('dialog', { name: `Benvenuto nel nuovo sito di ${BRAND}` })
    await expect
      .poll(
        async () => {
          if (await dialog.isVisible()) return true
          await page.clock.runFor(20)
          return false
        },
        { intervals: [0], timeout: 20_000 },
      )
      .toBe(true)
    // A few more steps for what the dialog does once shown (its focus), far from its 7 s.
    await page.clock.runFor(200)
    const start = dialog.getByRole('button', { name: 'Inizia ora' })
    await expectFocusShown(start)
    await page.keyboard.press('Tab')
    await expectFocusShown(dialog.getByRole('button', { name: 'Chiudi' }))
    await page.keyboard.press('Shift+Tab')
    await expectFocusShown(start)
    await page.keyboard.press('Enter')
    await page.clock.resume()
    await expect(dialog).toBeHidden()
    expect(await page.evaluate((key) => window.localStorage.getItem(key), WELCOME_KEY)).toBe('true')

    // The first stop is the skip link; it leads to the main content.
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Vai al contenuto' })
    await expectFocusShown(skip)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#contenuto$/)
    await expect(page.locator('main')).toBeFocused()

    // Back up into the main navigation, to a category.
    const nav = page.getByRole('navigation', { name: 'Principale' })
    await tabTo(page, nav.getByRole('link', { name: 'Acqua', exact: true }), 'Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/prodotti\/categoria\/acqua$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Acqua', exact: true })).toBeVisible()

    // On to the first product of the list.
    const card = productCards(page).first()
    const name = (await card.locator('.product-card__name').textContent()) ?? ''
    await tabTo(page, card.getByRole('link'))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)

    // Into the cart with Enter.
    const add = page.getByRole('button', { name: 'Aggiungi al carrello', exact: true })
    await tabTo(page, add)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('cart-count')).toHaveText('1')

    // Back up to the cart link in the header.
    await tabTo(page, page.getByRole('link', { name: 'Carrello, 1 articolo' }), 'Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/cart$/)
    await expect(page.getByTestId('cart-line')).toHaveCount(1)

    // One more with Space on '+', then one more with the arrow key in the quantity field.
    await tabTo(page, page.getByRole('button', { name: `Aumenta la quantità di ${name}`, exact: true }))
    await page.keyboard.press('Space')
    const quantity = page.getByRole('spinbutton', { name: `Quantità di ${name}`, exact: true })
    await expect(quantity).toHaveValue('2')
    await expect(page.getByTestId('cart-count')).toHaveText('2')
    await page.keyboard.press('Shift+Tab')
    await expectFocusShown(quantity)
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Enter')
    await expect(quantity).toHaveValue('3')
    await expect(page.getByTestId('cart-count')).toHaveText('3')
  })
})

// Phone only: the menu button is the phone layout’s.
test('telefono: il pulsante del menu apre e chiude la navigazione, senza violazioni axe', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto('/')
  const open = page.getByRole('button', { name: 'Apri il menu' })
  await expect(open).toBeVisible()
  await expect(open).toHaveAttribute('aria-expanded', 'false')
  // The button names the navigation it opens, hidden until then.
  const controlled = await open.getAttribute('aria-controls')
  expect(controlled).toBeTruthy()
  const menu = page.locator(`[id="${controlled}"]`)
  await expect(menu).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Principale' })).toHaveCount(0)

  await open.click()
  const close = page.getByRole('button', { name: 'Chiudi il menu' })
  await expect(close).toHaveAttribute('aria-expanded', 'true')
  const nav = page.getByRole('navigation', { name: 'Principale' })
  await expect(nav).toBeVisible()
  expect(await nav.getAttribute('id')).toBe(controlled)
  await expect(nav.getByRole('link', { name: 'Birra' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Accedi o registrati' })).toBeVisible()
  await expectNoSeriousViolations(page)
  await close.click()
  await expect(open).toHaveAttribute('aria-expanded', 'false')
  await expect(menu).toBeHidden()

  // With the keyboard too: Enter opens it, and Tab goes on into its links.
  await open.focus()
  await page.keyboard.press('Enter')
  await expect(close).toHaveAttribute('aria-expanded', 'true')
  await expect(close).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(nav.getByRole('link', { name: 'Tutti i prodotti' })).toBeFocused()

  // Choosing a page closes the menu.
  await nav.getByRole('link', { name: 'Birra' }).click()
  await expect(page).toHaveURL(/\/prodotti\/categoria\/birra$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Birra', exact: true })).toBeVisible()
  await expect(open).toHaveAttribute('aria-expanded', 'false')
  await expect(menu).toBeHidden()
})

// Desktop only: the keyboard walk is the desktop layout’s.
test('solo tastiera: accesso, riordino di un ordine passato, uscita', { tag: '@desktop' }, async ({
  page,
}) => {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
  const customer = await makeCustomer('tastiera')
  const [product] = (await (await page.request.get('/api/products?perPage=1&sort=name')).json()).products as {
    id: number
    price: number
  }[]
  if (!product) throw new Error('a product expected')
  const order = await makePastOrder(customer.id, [
    { productId: product.id, quantity: 2, total: (product.price * 2).toFixed(2) },
  ])

  await page.goto('/login')
  // The two ways to log in are a radio group: the arrow keys switch them.
  const byPassword = page.getByRole('radio', { name: 'Email o nome utente' })
  await tabTo(page, byPassword)
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: 'Numero di telefono' })).toBeChecked()
  await expect(page.getByLabel('Numero di cellulare')).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(byPassword).toBeChecked()

  const form = page.getByRole('form', { name: 'Accedi con email o nome utente' })
  await tabTo(page, form.getByLabel('Email o nome utente'))
  await page.keyboard.type(customer.email)
  await page.keyboard.press('Tab')
  await expect(form.getByLabel('Password', { exact: true })).toBeFocused()
  await page.keyboard.type(customer.password)
  const remember = form.getByLabel(/^Ricordami/)
  await tabTo(page, remember)
  await page.keyboard.press('Space')
  await expect(remember).toBeChecked()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/account$/)

  const again = page.getByRole('button', { name: `Ordina di nuovo l'ordine n. ${order.number}` })
  await tabTo(page, again, 'Tab', 80)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: `Ordina di nuovo: ordine n. ${order.number}` })
  const add = dialog.getByRole('button', { name: 'Aggiungi al carrello' })
  await expect(add).toBeVisible()
  await tabTo(page, add, 'Tab', 10)
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('cart-count')).toHaveText('2')
  await expect(dialog.getByRole('link', { name: 'Vai al carrello' })).toBeFocused()
  // Escape closes the newest layer first (Radix): the toast while it is still there, then the dialog.
  await expect(async () => {
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden({ timeout: 1000 })
  }).toPass({ timeout: 10_000 })
  // The focus goes back to the button that opened the dialog.
  await expect(again).toBeFocused()

  await tabTo(page, page.getByRole('button', { name: 'Esci' }), 'Shift+Tab', 80)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/$/)
})

// Desktop only: the keyboard walk is the desktop layout’s.
test('solo tastiera: la cassa, dall’indirizzo suggerito all’ordine', { tag: '@desktop' }, async ({
  page,
}) => {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
  await fillCart(page, 1)
  await page.goto('/checkout')
  const typeInto = async (field: Locator, text: string) => {
    await tabTo(page, field, 'Tab', 80)
    await page.keyboard.type(text)
  }
  const who = page.getByRole('group', { name: /I tuoi dati/ })
  await typeInto(who.getByLabel('Nome', { exact: true }), 'Teresa')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Tastiera')
  await typeInto(who.getByLabel('Email'), uniqueEmail('teresa.tastiera'))
  await typeInto(who.getByLabel('Telefono'), '340 123 9876')
  // The street: type, arrow down to the first suggestion, Enter. Typed key by key on a busy
  // machine, a pause can ask for the suggestions of 'Via Peuc' first, and they stay listed until
  // those of the whole text replace them (which resets the highlighted one): the arrow waits for
  // the list of the whole text.
  const suggested = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/geocode' &&
      new URL(response.url()).searchParams.get('q') === 'Via Peucetia 22',
  )
  await typeInto(page.getByRole('combobox', { name: 'Via e numero civico' }), 'Via Peucetia 22')
  const { results } = (await (await suggested).json()) as { results: { label: string }[] }
  expect(results.length).toBeGreaterThan(0)
  await expect(page.getByRole('listbox', { name: 'Indirizzi suggeriti' }).getByRole('option')).toHaveText(
    results.map((result) => result.label),
  )
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('checkout-zone')).toHaveText('Zona di consegna: Japigia')
  // The slots are a radio group: the arrow keys choose.
  const slots = page.getByRole('group', { name: 'Fascia oraria' }).getByRole('radio')
  await tabTo(page, slots.first(), 'Tab', 40)
  await page.keyboard.press('ArrowDown')
  await expect(slots.nth(1)).toBeChecked()
  const bank = page.getByRole('radio', { name: /Bonifico bancario/ })
  await tabTo(page, bank, 'Tab', 40)
  await expect(bank).toBeChecked()
  await tabTo(page, page.getByRole('button', { name: 'Ordine con obbligo di pagamento' }), 'Tab', 40)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/order-success\?ordine=\d+/)
})
