import type { AdminOrderView } from '@shop/api/contract'
import { ToastProvider } from '@shop/ui'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RefundOrder } from '../../lib/refunds/refund-order'
import type { RefundRecord } from '../../lib/refunds/refunds-api'
import { RefundsPage } from './refunds-page'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const QUEUED: RefundRecord = {
  key: 'cancel:4101',
  orderId: 4101,
  amountCents: 2340,
  reason: 'Ordine annullato dal cliente',
  method: 'bank',
  state: 'queued',
  providerRef: null,
  wooRefundId: null,
  requestedBy: 'guest',
  createdAt: Date.parse('2026-11-25T09:30:00Z'),
  settledAt: null,
  settledBy: null,
}

/** The API as fetch sees it: `answers` by method and path, every call recorded. */
function stubApi(answers: Record<string, () => unknown>) {
  const fetch = vi.fn(async (input: unknown, init?: RequestInit) => {
    const answer = answers[`${init?.method ?? 'GET'} ${String(input)}`]
    if (!answer) return Response.json({ error: { code: 'x', message: 'inatteso' } }, { status: 500 })
    return Response.json(answer(), { headers: { 'content-type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function show(element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }])
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  )
}

describe('RefundsPage', () => {
  it('lists the refunds to make and marks one paid after the confirmation; the list is read again', async () => {
    let queued = [QUEUED]
    const fetch = stubApi({
      'GET /api/admin/refunds': () => ({ refunds: queued }),
      'POST /api/admin/refunds/cancel%3A4101/paid': () => {
        queued = []
        return { refund: { ...QUEUED, state: 'done', wooRefundId: 9 } }
      },
    })
    show(<RefundsPage />)
    const row = (await screen.findByText('n. 4101')).closest('tr') as HTMLElement
    expect(within(row).getByText('23,40 €')).toBeTruthy()
    expect(within(row).getByText('Ordine annullato dal cliente')).toBeTruthy()
    fireEvent.click(within(row).getByRole('button', { name: 'Segna come rimborsato' }))
    // One click changes nothing: the confirmation names the amount.
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0)
    fireEvent.click(within(row).getByRole('button', { name: 'Sì, bonifico di 23,40\u00a0€ fatto' }))
    expect(await screen.findByText('Nessun rimborso da fare.')).toBeTruthy()
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1)
  })
})

describe('RefundOrder', () => {
  const order = {
    id: 4102,
    number: '4102',
    refundable: 31.5,
    paymentMethod: { id: 'stripe', title: 'Carta' },
  }

  it('offers all that is left, refuses more, and refunds what the operator confirms with the reason', async () => {
    const bodies: unknown[] = []
    stubApi({
      'POST /api/admin/orders/4102/refund': () => ({ refund: { ...QUEUED, state: 'done', method: 'card' } }),
    })
    const fetch = vi.mocked(globalThis.fetch)
    const onDone = vi.fn()
    show(<RefundOrder order={order as unknown as AdminOrderView} onDone={onDone} />)
    fireEvent.click(screen.getByRole('button', { name: 'Rimborsa…' }))
    const amount = screen.getByLabelText('Importo (€)') as HTMLInputElement
    expect(amount.value).toBe('31,50')
    expect(screen.getByText(/Va subito sulla carta del cliente/)).toBeTruthy()
    fireEvent.change(amount, { target: { value: '40' } })
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'Recesso' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }))
    expect(screen.getByRole('alert').textContent).toBe('Puoi rimborsare al massimo 31,50\u00a0€.')
    fireEvent.change(amount, { target: { value: '10,5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }))
    expect(screen.getByText('Rimborsare 10,50 € dell’ordine n. 4102?')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Conferma il rimborso' }))
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled())
    for (const [, init] of fetch.mock.calls) bodies.push(JSON.parse(String(init?.body)))
    expect(bodies).toEqual([{ amountCents: 1050, reason: 'Recesso', requestId: expect.any(String) }])
  })
})
