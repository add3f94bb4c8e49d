import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CashAnswer } from './api/cash'
import { CashPage } from './cash-page'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const REPORT: CashAnswer = {
  date: '2026-11-25',
  vans: [
    {
      vehicle: 'Fiorino',
      driver: { userId: 7, name: 'Mario Rossi' },
      due: 53.4,
      recorded: 51.4,
      cash: 23.4,
      cheques: 28,
      difference: -12,
      stops: [
        {
          orderId: 101,
          number: '101',
          customer: 'Lucia Di Bari',
          slot: '09:00 - 10:00',
          due: 23.4,
          result: 'delivered',
          method: 'cash',
          recorded: 23.4,
          difference: 0,
        },
        {
          orderId: 102,
          number: '102',
          customer: 'Nicola Pace',
          slot: '10:00 - 11:00',
          due: 30,
          result: 'delivered',
          method: 'cheque',
          recorded: 28,
          difference: -2,
        },
        {
          orderId: 103,
          number: '103',
          customer: 'Rosa Lamanna',
          slot: null,
          due: 10,
          result: null,
          method: null,
          recorded: 0,
          difference: -10,
        },
        {
          orderId: 104,
          number: '104',
          customer: 'Vito Sasso',
          slot: '11:00 - 12:00',
          due: 15,
          result: 'failed',
          method: null,
          recorded: 0,
          difference: 0,
        },
      ],
    },
    {
      vehicle: 'Molisia',
      driver: null,
      due: 0,
      recorded: 0,
      cash: 0,
      cheques: 0,
      difference: 0,
      stops: [],
    },
  ],
}

function renderAt(url: string) {
  const fetch = vi.fn(async (_input: unknown, _init?: RequestInit) =>
    Response.json(REPORT, { headers: { 'content-type': 'application/json' } }),
  )
  vi.stubGlobal('fetch', fetch)
  const router = createMemoryRouter([{ path: '/cash', element: <CashPage /> }], { initialEntries: [url] })
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return fetch
}

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)

describe('CashPage', () => {
  it('shows each van’s stops and totals as the API answers them, differences highlighted and worded', async () => {
    const fetch = renderAt('/cash?date=2026-11-25')
    const fiorino = await screen.findByRole('region', { name: 'Fiorino' })
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/admin/cash?date=2026-11-25')
    expect(within(fiorino).getByText('Autista: Mario Rossi')).toBeTruthy()
    const rows = within(fiorino).getAllByRole('row').slice(1)
    expect(rows.map(cells)).toEqual([
      [
        'n. 101',
        'Lucia Di Bari',
        '09:00 - 10:00',
        '23,40\u00a0€',
        '23,40\u00a0€',
        'Contanti',
        'Consegnato',
        '0,00\u00a0€',
      ],
      [
        'n. 102',
        'Nicola Pace',
        '10:00 - 11:00',
        '30,00\u00a0€',
        '28,00\u00a0€',
        'Assegno',
        'Consegnato',
        '−2,00\u00a0€ (manca)',
      ],
      [
        'n. 103',
        'Rosa Lamanna',
        'Senza fascia',
        '10,00\u00a0€',
        '—',
        '—',
        'Da registrare',
        '−10,00\u00a0€ (manca)',
      ],
      ['n. 104', 'Vito Sasso', '11:00 - 12:00', '15,00\u00a0€', '—', '—', 'Non consegnato', '0,00\u00a0€'],
    ])
    const differences = rows.map((row) => row.lastElementChild?.className)
    expect(differences).toEqual([
      'num cash__diff cash__diff--even',
      'num cash__diff cash__diff--short',
      'num cash__diff cash__diff--short',
      'num cash__diff cash__diff--even',
    ])
    // The order number opens the order's detail.
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/orders?ordine=101')
    const totals = [...fiorino.querySelectorAll('.cash__totals > div')].map((entry) => entry.textContent)
    expect(totals).toEqual([
      'Da incassare53,40\u00a0€',
      'Incassato51,40\u00a0€ (contanti 23,40\u00a0€, assegni 28,00\u00a0€)',
      'Differenza−12,00\u00a0€ (manca)',
    ])
    const molisia = screen.getByRole('region', { name: 'Molisia' })
    expect(within(molisia).getByText('Nessun autista assegnato')).toBeTruthy()
    expect(within(molisia).getByText('Nessuna consegna con incasso alla porta.')).toBeTruthy()
    // The day over both vans, with the stops still to record.
    const day = screen.getByRole('region', { name: 'Tutti i furgoni' })
    expect(day.textContent).toContain('Differenza−12,00\u00a0€ (manca)')
    expect(day.textContent).toContain('1 consegna da registrare')
  })

  it('asks for a date instead of calling the API with one that is not', async () => {
    const fetch = renderAt('/cash?date=2026-02-31')
    expect((await screen.findByRole('alert')).textContent).toBe('Scegli una data.')
    expect(fetch).not.toHaveBeenCalled()
  })
})
