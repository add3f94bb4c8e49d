import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminWithdrawalsPage } from './api/withdrawals'
import { WithdrawalsPage } from './withdrawals-page'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const PAGE: AdminWithdrawalsPage = {
  withdrawals: [
    {
      orderId: 204,
      number: '204',
      customerId: 0,
      customer: { name: 'Lucia Di Bari', email: 'lucia@example.it' },
      at: '2026-11-26T08:15:00.000Z',
      atText: 'giovedì 26 novembre 2026 alle 09:15',
      reason: 'Ho ordinato due volte',
      total: 23.4,
      order: { status: 'processing', statusLabel: 'In lavorazione', refunded: false, refundedAmount: 0 },
    },
    {
      orderId: 198,
      number: '198',
      customerId: 12,
      customer: { name: 'Rosa Schiavone', email: 'rosa@example.it' },
      at: '2026-11-25T09:02:00.000Z',
      atText: 'mercoledì 25 novembre 2026 alle 10:02',
      reason: '',
      total: 11.7,
      order: { status: 'completed', statusLabel: 'Completato', refunded: true, refundedAmount: 11.7 },
    },
    {
      orderId: 150,
      number: '150',
      customerId: 0,
      customer: { name: '', email: 'x@example.it' },
      at: '2026-11-20T09:02:00.000Z',
      atText: 'venerdì 20 novembre 2026 alle 10:02',
      reason: '',
      total: 5,
      order: null,
    },
  ],
  total: 43,
  totalPages: 3,
  page: 2,
}

function renderAt(url: string) {
  const fetch = vi.fn(async (_input: unknown, _init?: RequestInit) =>
    Response.json(PAGE, { headers: { 'content-type': 'application/json' } }),
  )
  vi.stubGlobal('fetch', fetch)
  const router = createMemoryRouter([{ path: '/recessi', element: <WithdrawalsPage /> }], {
    initialEntries: [url],
  })
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return fetch
}

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)

describe('WithdrawalsPage', () => {
  it('lists the withdrawals as the API answers them, each order linked, the refunds to make marked', async () => {
    const fetch = renderAt('/recessi?page=2')
    const table = await screen.findByRole('table', { name: 'Recessi ricevuti, dal più recente' })
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/admin/withdrawals?page=2&perPage=20')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map(cells)).toEqual([
      [
        'giovedì 26 novembre 2026 alle 09:15',
        'n. 204',
        'Lucia Di Barilucia@example.it · ospite',
        'Ho ordinato due volte',
        '23,40\u00a0€',
        'In lavorazione',
        'Da rimborsare',
      ],
      [
        'mercoledì 25 novembre 2026 alle 10:02',
        'n. 198',
        'Rosa Schiavonerosa@example.it',
        '—',
        '11,70\u00a0€',
        'Completato',
        'Rimborsato 11,70\u00a0€',
      ],
      [
        'venerdì 20 novembre 2026 alle 10:02',
        'n. 150',
        '—x@example.it · ospite',
        '—',
        '5,00\u00a0€',
        '—',
        'Ordine non trovato in WooCommerce',
      ],
    ])
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Ordine n. 204: dettagli' })
        .getAttribute('href'),
    ).toBe('/orders?ordine=204')
    // Still to refund: in bold.
    expect(within(rows[0] as HTMLElement).getByText('Da rimborsare').tagName).toBe('STRONG')
    expect(within(rows[1] as HTMLElement).queryByText(/Rimborsato/)?.tagName).toBe('TD')
    expect(screen.getByText('43 recessi')).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'Pagine dei recessi' }).textContent).toContain(
      'Pagina 2 di 3',
    )
  })
})
