import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AddDriverForm, EMAIL_MISSING } from './add-driver-form'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function renderForm(reply: () => Response) {
  const fetch = vi.fn(async (_input: unknown, _init?: RequestInit) => reply())
  vi.stubGlobal('fetch', fetch)
  const onAdded = vi.fn()
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <AddDriverForm onAdded={onAdded} />
    </QueryClientProvider>,
  )
  return { fetch, onAdded, field: screen.getByLabelText("E-mail dell'account WooCommerce") }
}

const NO_ACCOUNT =
  'Nessun account con l’e-mail nessuno@example.it: crealo prima in WooCommerce (o fai registrare l’autista sul sito).'

describe('AddDriverForm', () => {
  it('sends the e-mail and hands the new roster on, emptying the field', async () => {
    const roster = {
      drivers: [{ userId: 5, name: 'Angela Cassano', email: 'angela@example.com', phone: '' }],
    }
    const { fetch, onAdded, field } = renderForm(() => json(200, roster))
    await userEvent.type(field, '  angela@example.com ')
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi autista' }))
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledWith(roster, 'angela@example.com'))
    const [url, init] = fetch.mock.calls[0] ?? []
    expect([url, init?.method, init?.body]).toEqual([
      '/api/admin/drivers',
      'POST',
      JSON.stringify({ email: 'angela@example.com' }),
    ])
    expect(field).toHaveProperty('value', '')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the API’s refusal under the field, in its words, and keeps what was typed', async () => {
    const { onAdded, field } = renderForm(() =>
      json(404, {
        error: { code: 'account_not_found', message: NO_ACCOUNT, fields: { email: NO_ACCOUNT } },
      }),
    )
    await userEvent.type(field, 'nessuno@example.it')
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi autista' }))
    expect((await screen.findByRole('alert')).textContent).toBe(NO_ACCOUNT)
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toBe('add-driver-error')
    expect(field).toHaveProperty('value', 'nessuno@example.it')
    expect(onAdded).not.toHaveBeenCalled()
  })

  it('prefers the field’s message to the general one (a staff account)', async () => {
    const { field } = renderForm(() =>
      json(409, { error: { code: 'staff_account', message: 'Generale', fields: { email: 'Del campo' } } }),
    )
    await userEvent.type(field, 'admin@baribevande.it')
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi autista' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Del campo')
  })

  it('asks for the e-mail without calling the API when the field is empty', async () => {
    const { fetch, field } = renderForm(() => json(200, { drivers: [] }))
    await userEvent.type(field, '   ')
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi autista' }))
    expect((await screen.findByRole('alert')).textContent).toBe(EMAIL_MISSING)
    expect(fetch).not.toHaveBeenCalled()
  })
})
