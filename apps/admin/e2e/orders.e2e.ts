import { formatEuro } from '@shop/catalog'
import { shopNow } from '@shop/e2e-kit'
import { deliveryMeta, ORDER_META_KEYS } from '@shop/orders'
import { deliveryDateLabel, isoDateOf, romeDayNumber } from '@shop/slots'
import { VEHICLES } from '@shop/zones'
import { expect, expectNoSeriousViolations, screenReady, test, toast, wooApi } from './fixtures'

interface WooOrder {
  id: number
  number: string
  status: string
  total: string
  total_tax: string
  meta_data: { key: string; value: unknown }[]
  line_items: { total: string; total_tax: string }[]
}

const meta = (order: WooOrder, key: string) =>
  order.meta_data.find((m) => m.key === key)?.value as string | undefined

async function recentOrders(): Promise<WooOrder[]> {
  const woo = await wooApi()
  const reply = await woo.get('orders?per_page=100&orderby=id&order=desc')
  expect(reply.ok()).toBe(true)
  return (await reply.json()) as WooOrder[]
}

test.describe('orders', () => {
  test('lists the orders with their columns, and /admin is the same screen', async ({ operator: page }) => {
    // The newest order before the page is asked: other tests on this shop may add newer ones
    // meanwhile, so the first row is this one or a newer one, never an older one.
    const [newest] = await recentOrders()
    await page.goto('/admin')
    await screenReady(page, 'Ordini')
    const table = page.getByRole('table', { name: 'Ordini, dal più recente' })
    for (const column of [
      'Numero',
      'Data',
      'Cliente',
      'Zona',
      'Consegna',
      'Veicolo',
      'Totale',
      'Pagamento',
      'Stato',
    ])
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible()
    await expect(table.locator('tbody tr')).toHaveCount(25)
    const first = await table.locator('tbody tr').first().locator('td, th').first().textContent()
    expect(first).toMatch(/^n\. \d+$/)
    expect(Number(/\d+/.exec(first ?? '')?.[0])).toBeGreaterThanOrEqual(Number(newest?.number))
    await expectNoSeriousViolations(page)
    await page
      .getByRole('navigation', { name: 'Pagine degli ordini' })
      .getByRole('button', { name: /Successiva/ })
      .click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByText(/^Pagina 2 di \d+$/)).toBeVisible()
  })

  test('two filters changed before the screen renders again both stay in the address', async ({
    operator: page,
  }) => {
    await page.goto('/admin/orders')
    await screenReady(page, 'Ordini')
    // Both changes in one task, so React cannot render between them (a fast operator, or a slow phone).
    await page.evaluate((vehicle) => {
      const date = document.querySelector<HTMLInputElement>('input[type="date"]')
      const van = [...document.querySelectorAll('select')].find((s) =>
        [...s.options].some((o) => o.value === vehicle),
      )
      if (!date || !van) throw new Error('filtri non trovati')
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      setValue?.call(date, '2026-12-01')
      date.dispatchEvent(new Event('input', { bubbles: true }))
      van.value = vehicle
      van.dispatchEvent(new Event('change', { bubbles: true }))
    }, VEHICLES[0])
    const filter = (key: string) => new URL(page.url()).searchParams.get(key)
    await expect.poll(() => [filter('deliveryDate'), filter('vehicle')]).toEqual(['2026-12-01', VEHICLES[0]])
    await expect(page.getByLabel('Data di consegna')).toHaveValue('2026-12-01')
    await expect(page.getByLabel('Veicolo')).toHaveValue(VEHICLES[0])
  })

  test('filters by delivery date, vehicle and status, and changes a status after confirmation', async ({
    operator: page,
  }) => {
    const orders = await recentOrders()
    const sample = orders.find(
      (o) =>
        o.status === 'processing' &&
        meta(o, ORDER_META_KEYS.deliveryDate) &&
        // One of the shop's vans, which the filter offers (other tests put orders on vans of their own).
        (VEHICLES as readonly string[]).includes(meta(o, ORDER_META_KEYS.vehicle) ?? ''),
    ) as WooOrder
    expect(sample).toBeDefined()
    const date = meta(sample, ORDER_META_KEYS.deliveryDate) as string
    const vehicle = meta(sample, ORDER_META_KEYS.vehicle) as string

    await page.goto('/admin/orders')
    await screenReady(page, 'Ordini')
    await page.getByLabel('Data di consegna').fill(date)
    await page.getByLabel('Veicolo').selectOption(vehicle)
    await page.getByLabel('Stato').selectOption('processing')
    await expect(page).toHaveURL(/deliveryDate=.*vehicle=.*status=processing/)
    await expect(page.locator('.table-wrap')).toHaveAttribute('aria-busy', 'false')
    const rows = page.getByRole('table', { name: 'Ordini, dal più recente' }).locator('tbody tr')
    await expect(rows.filter({ hasText: `n. ${sample.number}` })).toHaveCount(1)
    const count = await rows.count()
    for (let i = 0; i < count; i++) {
      await expect(rows.nth(i)).toContainText(vehicle)
      await expect(rows.nth(i)).toContainText('In lavorazione')
    }

    await page.getByRole('button', { name: `Ordine n. ${sample.number}: dettagli` }).click()
    const dialog = page.getByRole('dialog', { name: `Ordine n. ${sample.number}` })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(vehicle)).toBeVisible()
    // Each line with its VAT (WooCommerce keeps them without), adding up to the total, 'di cui IVA'.
    const stored = (await (await (await wooApi()).get(`orders/${sample.id}`)).json()) as WooOrder
    expect(Number(stored.total_tax)).toBeGreaterThan(0)
    await expect(dialog.locator('tbody td.num:last-child')).toHaveText(
      stored.line_items.map((line) => formatEuro(Number(line.total) + Number(line.total_tax))),
    )
    await expect(dialog.getByTestId('order-total')).toContainText(formatEuro(stored.total))
    await expect(dialog.getByTestId('order-total')).toContainText(
      `di cui IVA ${formatEuro(stored.total_tax)}`,
    )
    await expect(dialog.getByTestId('order-payment')).toContainText('Pagato')
    await expectNoSeriousViolations(page)
    await dialog.getByLabel('Nuovo stato').selectOption('completed')
    await dialog.getByRole('button', { name: 'Cambia stato' }).click()
    const confirm = dialog.getByRole('alertdialog')
    await expect(confirm).toContainText(
      `Cambiare lo stato dell'ordine n. ${sample.number} da «In lavorazione» a «Completato»?`,
    )
    // Cancelling changes nothing.
    await confirm.getByRole('button', { name: 'Annulla' }).click()
    const woo = await wooApi()
    expect(((await (await woo.get(`orders/${sample.id}`)).json()) as WooOrder).status).toBe('processing')

    await dialog.getByRole('button', { name: 'Cambia stato' }).click()
    await dialog.getByRole('alertdialog').getByRole('button', { name: 'Conferma' }).click()
    await expect(toast(page, `Ordine n. ${sample.number}: stato cambiato in «Completato»`)).toBeVisible()
    await expect(dialog.locator('.badge')).toHaveText('Completato')
    await expect
      .poll(async () => ((await (await woo.get(`orders/${sample.id}`)).json()) as WooOrder).status)
      .toBe('completed')
    await dialog.getByRole('button', { name: 'Chiudi', exact: true }).click()
    // The list, still filtered on 'In lavorazione', no longer holds it.
    await expect(rows.filter({ hasText: `n. ${sample.number}` })).toHaveCount(0)
  })

  test('a reopening refused for a past day offers to move the delivery; moved, the order reopens', async ({
    operator: page,
  }) => {
    // A failed back-office order for Japigia that was to be delivered yesterday.
    const woo = await wooApi()
    const [product] = (await (await woo.get('products?per_page=1')).json()) as { id: number }[]
    const yesterday = isoDateOf(romeDayNumber(await shopNow()) - 1)
    const created = await woo.post('orders', {
      data: {
        status: 'failed',
        line_items: [{ product_id: product?.id, quantity: 1 }],
        meta_data: [
          ...deliveryMeta({ date: yesterday, slot: '10:00 - 11:00', zoneName: 'Japigia' }),
          { key: ORDER_META_KEYS.vehicle, value: VEHICLES[0] },
        ],
      },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const failed = (await created.json()) as WooOrder

    await page.goto('/admin/orders')
    await screenReady(page, 'Ordini')
    await page.getByRole('button', { name: `Ordine n. ${failed.number}: dettagli` }).click()
    const dialog = page.getByRole('dialog', { name: `Ordine n. ${failed.number}` })
    const reopen = async () => {
      await dialog.getByLabel('Nuovo stato').selectOption('processing')
      await dialog.getByRole('button', { name: 'Cambia stato' }).click()
      await dialog.getByRole('button', { name: 'Conferma' }).click()
    }
    await reopen()
    await expect(dialog.getByRole('alert')).toContainText(
      `Il giorno di consegna di questo ordine (${deliveryDateLabel(yesterday)}) è passato: spostalo a un altro giorno`,
    )
    // The move is offered at once: the zone's first date, and a slot with room.
    const move = dialog.getByRole('form', { name: 'Sposta la consegna' })
    await expect(move).toBeVisible()
    await expect(move.getByLabel('Giorno')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)
    const date = await move.getByLabel('Giorno').inputValue()
    expect(date > yesterday).toBe(true)
    const slotSelect = move.getByLabel('Fascia oraria')
    const free = slotSelect.locator('option:not([disabled]):not([value=""])').first()
    await expect(free).toBeAttached()
    const slot = (await free.getAttribute('value')) as string
    await slotSelect.selectOption(slot)
    await expectNoSeriousViolations(page)
    await move.getByRole('button', { name: 'Sposta' }).click()
    await expect(
      toast(page, `Ordine n. ${failed.number}: consegna spostata a ${deliveryDateLabel(date)}, ${slot}`),
    ).toBeVisible()
    await expect(move).toBeHidden()
    await expect(dialog.getByText(`${deliveryDateLabel(date)}, ${slot}`)).toBeVisible()

    await reopen()
    await expect(toast(page, `Ordine n. ${failed.number}: stato cambiato in «In lavorazione»`)).toBeVisible()
    const stored = (await (await woo.get(`orders/${failed.id}`)).json()) as WooOrder
    expect([
      stored.status,
      meta(stored, ORDER_META_KEYS.deliveryDate),
      meta(stored, ORDER_META_KEYS.timeSlot),
    ]).toEqual(['processing', date, slot])
  })
})
