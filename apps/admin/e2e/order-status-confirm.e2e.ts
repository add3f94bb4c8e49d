import { deliveryMeta, ORDER_META_KEYS } from '@shop/orders'
import { VEHICLES } from '@shop/zones'
import { expect, screenReady, test, wooApi } from './fixtures'

/**
 * Issue 24, point 10: the order dialog's status change asks its question where the operator sees
 * it. A long order (16 lines) makes the dialog scroll on a desktop and on a 390 × 844 phone; the
 * question used to open at the dialog's end, below the visible part.
 */
async function longOrder(): Promise<{ id: number; number: string }> {
  const woo = await wooApi()
  const products = (await (await woo.get('products?per_page=16')).json()) as { id: number }[]
  expect(products.length).toBe(16)
  const created = await woo.post('orders', {
    data: {
      status: 'processing',
      line_items: products.map((product) => ({ product_id: product.id, quantity: 1 })),
      meta_data: [
        ...deliveryMeta({ date: '2026-12-01', slot: '10:00 - 11:00', zoneName: 'Japigia' }),
        { key: ORDER_META_KEYS.vehicle, value: VEHICLES[0] },
      ],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  return (await created.json()) as { id: number; number: string }
}

for (const [name, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`the status change's question (${name})`, () => {
    test.use({ viewport })

    test('opens in view and takes the focus; cancelling gives the focus back to «Cambia stato»', async ({
      operator: page,
    }) => {
      const order = await longOrder()
      await page.goto('/admin/orders')
      await screenReady(page, 'Ordini')
      await page.getByRole('button', { name: `Ordine n. ${order.number}: dettagli` }).click()
      const dialog = page.getByRole('dialog', { name: `Ordine n. ${order.number}` })
      await expect(dialog.locator('tbody tr')).toHaveCount(16)
      // The dialog scrolls: its content is taller than the part on screen.
      expect(await dialog.evaluate((panel) => panel.scrollHeight > panel.clientHeight)).toBe(true)

      await dialog.getByLabel('Nuovo stato').selectOption('completed')
      const ask = dialog.getByRole('button', { name: 'Cambia stato' })
      await ask.click()
      const confirm = dialog.getByRole('alertdialog', { name: /^Cambiare lo stato dell'ordine/ })
      await expect(confirm).toBeInViewport({ ratio: 1 })
      await expect(confirm).toBeFocused()
      await expect(confirm.getByRole('button', { name: 'Conferma' })).toBeInViewport({ ratio: 1 })
      await expect(confirm.getByRole('button', { name: 'Annulla' })).toBeInViewport({ ratio: 1 })

      await confirm.getByRole('button', { name: 'Annulla' }).click()
      await expect(confirm).toBeHidden()
      await expect(ask).toBeFocused()
    })
  })
}
