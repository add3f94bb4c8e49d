import { FORM_MESSAGES as M } from '@shop/forms'
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { savedDay } from '../lib/driver-store'
import { dayFixture, fakeShop } from '../test/fake-shop'
import { heading, renderApp, signLastPad } from '../test/render-app'

vi.mock('signature_pad', async () => (await import('../test/render-app')).fakeSignaturePad())
vi.mock('../features/outcome/downscale-photo', async (original) => ({
  ...(await original<typeof import('../features/outcome/downscale-photo')>()),
  downscalePhoto: vi.fn(async () => 'data:image/jpeg;base64,/9j/4AAQ'),
}))

afterEach(() => vi.unstubAllGlobals())

/** The rows of the day's list of stops, once it is drawn. */
const rows = async () => {
  await heading('La giornata')
  const list = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('ol.stops')
    if (!found) throw new Error('no list of stops yet')
    return found
  })
  return within(list).getAllByRole('listitem')
}
/** The text of what an element's aria-describedby names. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? document.getElementById(id)?.textContent : ''))
    .join(' ')
    .trim()
const text = (element: HTMLElement | null | undefined) => element?.textContent ?? ''
const checked = (element: HTMLElement) => (element as HTMLInputElement).checked
const value = (element: HTMLElement) => (element as HTMLInputElement).value
const bodyOf = (call: { body: unknown } | undefined) => call?.body as Record<string, unknown>

describe('Accedi', () => {
  it('sends a driver login and opens the day', async () => {
    const shop = fakeShop({ loggedIn: false })
    const { user } = renderApp('/')
    await heading('Accedi')
    await user.type(screen.getByLabelText('Email o nome utente'), ' nicola ')
    await user.type(screen.getByLabelText('Password'), 'giusta')
    await user.click(screen.getByRole('button', { name: 'Accedi' }))
    await heading('La giornata')
    expect(shop.calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({
      login: 'nicola',
      password: 'giusta',
      driver: true,
    })
  })

  it("shows the API's Italian message on 401 and on 403 driver_only", async () => {
    const shop = fakeShop({ loggedIn: false })
    const { user } = renderApp('/accedi')
    await user.type(await screen.findByLabelText('Email o nome utente'), 'nicola')
    await user.type(screen.getByLabelText('Password'), 'sbagliata')
    await user.click(screen.getByRole('button', { name: 'Accedi' }))
    expect(text(await screen.findByRole('alert'))).toContain('Email, nome utente o password non corretti.')
    shop.state.onRoster = false
    await user.clear(screen.getByLabelText('Password'))
    await user.type(screen.getByLabelText('Password'), 'giusta')
    await user.click(screen.getByRole('button', { name: 'Accedi' }))
    await waitFor(() =>
      expect(text(screen.getByRole('alert'))).toContain(
        "Questo account non è abilitato come autista. Chiedi all'ufficio di abilitarlo.",
      ),
    )
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true')
  })

  it('asks for both fields before sending anything', async () => {
    const shop = fakeShop({ loggedIn: false })
    const { user } = renderApp('/accedi')
    await user.click(await screen.findByRole('button', { name: 'Accedi' }))
    expect(text(screen.getByRole('alert'))).toContain('Scrivi email (o nome utente) e password.')
    expect(shop.calls.filter((call) => call.path === '/api/auth/login')).toEqual([])
  })
})

describe('La giornata', () => {
  it('shows the date, the van, the cash and the stops in the given order', async () => {
    fakeShop()
    renderApp('/')
    const [first, second, third] = await rows()
    expect(screen.getByText('venerdì 27 novembre 2026')).toBeTruthy()
    expect(screen.getByText('Furgone 1 (FG 123 AB)')).toBeTruthy()
    const cash = document.querySelector('.cash') as HTMLElement
    expect(cash.textContent).toBe('Da incassare23,40 €Incassato0,00 €')
    expect(first?.textContent).toBe(
      'Fermata 109:00 - 11:00Da consegnareMaria RossiVia Sparano 12, BariAlcoliciDa incassare 23,40 €',
    )
    expect(second?.textContent).toBe('Fermata 209:00 - 11:00Da consegnareGiuseppe VerdiCorso Cavour 3, Bari')
    expect(third?.textContent).toContain('Non consegnare: Bonifico non ricevuto')
    expect(
      within(first as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/fermate/101')
  })

  it('says so clearly when no van is assigned today', async () => {
    fakeShop({ day: { ...dayFixture(), vehicle: null, stops: [], cash: { due: 0, recorded: 0 } } })
    renderApp('/')
    expect(await screen.findByRole('heading', { name: 'Oggi non hai un furgone assegnato' })).toBeTruthy()
    expect(document.querySelector('ol.stops')).toBeNull()
  })

  it('shows the day kept on the phone when there is no network, with its time', async () => {
    const shop = fakeShop()
    await savedDay.save({ day: dayFixture(), fetchedAt: '2026-11-27T06:05:00.000Z' })
    shop.state.offline = true
    renderApp('/')
    expect(await rows()).toHaveLength(3)
    expect(screen.getByText('Sei offline: dati delle 07:05')).toBeTruthy()
  })

  it('keeps the last day it read, and says it is offline when the network goes', async () => {
    const shop = fakeShop()
    const { user } = renderApp('/')
    await rows()
    expect(await savedDay.load()).toMatchObject({ day: { date: '2026-11-27' } })
    shop.state.offline = true
    await user.click(screen.getByRole('button', { name: 'Aggiorna' }))
    expect(await screen.findByText(/^Sei offline: dati delle \d\d:\d\d$/)).toBeTruthy()
    expect(await rows()).toHaveLength(3)
  })

  it('explains that the account is not on the roster (403 driver_only)', async () => {
    const shop = fakeShop()
    shop.state.onRoster = false
    renderApp('/')
    expect(text(await screen.findByRole('alert'))).toContain(
      "Questo account non è abilitato come autista. Chiedi all'ufficio di abilitarlo.",
    )
  })
})

describe('Fermata', () => {
  it('shows where, who, what to hand over and collect, the empties and the alcohol mark', async () => {
    fakeShop()
    renderApp('/fermate/101')
    await heading('Fermata 1: Maria Rossi')
    expect(screen.getByText(/Via Sparano 12/).textContent).toBe('Via Sparano 1270121 Bari')
    expect(screen.getByText('Nota: Citofono Rossi, 2° piano')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Chiama Maria Rossi' }).getAttribute('href')).toBe(
      'tel:+393331234567',
    )
    expect(screen.getByRole('link', { name: 'Apri in Mappe' }).getAttribute('href')).toBe(
      'https://maps.example.it/?daddr=101',
    )
    expect(screen.getByText('Da incassare 23,40 €')).toBeTruthy()
    expect(screen.getByText('Alcolici: verifica il documento')).toBeTruthy()
    const empties = within(screen.getByRole('region', { name: 'Vuoti da ritirare' }))
    expect(empties.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '6 Bottiglie',
      '1 Casse',
    ])
    const goods = within(screen.getByRole('region', { name: 'Da consegnare' }))
    expect(goods.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '12 × Birra Peroni 66 cl',
      '2 × Acqua naturale 6 × 1,5 l',
    ])
    expect(screen.getByRole('link', { name: 'Consegnato' }).getAttribute('href')).toBe(
      '/fermate/101/consegnato',
    )
    expect(screen.getByRole('link', { name: 'Non consegnato' }).getAttribute('href')).toBe(
      '/fermate/101/non-consegnato',
    )
  })

  it('warns not to hand over an unpaid order, and has no call button without a phone', async () => {
    fakeShop()
    const { router } = renderApp('/fermate/103')
    await heading('Fermata 3: Anna Bianchi')
    expect(screen.getByText(/Non consegnare la merce:/).closest('p')?.textContent).toBe(
      "Non consegnare la merce: Bonifico non ricevuto. Chiama l'ufficio.",
    )
    expect(screen.queryByText(/Da incassare/)).toBeNull()
    await act(() => router.navigate('/fermate/102'))
    await heading('Fermata 2: Giuseppe Verdi')
    expect(screen.queryByRole('link', { name: /Chiama/ })).toBeNull()
    expect(screen.queryByText('Alcolici: verifica il documento')).toBeNull()
  })
})

describe('Consegnato', () => {
  it('opens prefilled with the amount due and the empties expected', async () => {
    fakeShop()
    renderApp('/fermate/101/consegnato')
    await heading('Consegnato: Maria Rossi')
    expect(checked(screen.getByRole('radio', { name: 'Contanti' }))).toBe(true)
    expect(value(screen.getByLabelText('Importo incassato in euro (dovuti 23,40 €)'))).toBe('23,40')
    expect(value(screen.getByLabelText('Bottiglie (attesi 6)'))).toBe('6')
    expect(value(screen.getByLabelText('Casse (attesi 1)'))).toBe('1')
    expect(checked(screen.getByRole('checkbox', { name: 'Documento verificato: maggiorenne' }))).toBe(false)
  })

  it('sends nothing while the ID check or the proof is missing, and says so next to the fields', async () => {
    const shop = fakeShop()
    const { user } = renderApp('/fermate/101/consegnato')
    await heading('Consegnato: Maria Rossi')
    await user.clear(screen.getByLabelText('Bottiglie (attesi 6)'))
    await user.click(screen.getByRole('button', { name: 'Registra consegna' }))
    const idCheck = screen.getByRole('checkbox', { name: 'Documento verificato: maggiorenne' })
    expect(idCheck.getAttribute('aria-invalid')).toBe('true')
    expect(description(idCheck)).toBe(M.idCheckRequired)
    expect(description(screen.getByLabelText('Bottiglie (attesi 6)'))).toBe(M.emptiesInvalid)
    expect(screen.getByText(M.proofRequired)).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Bottiglie (attesi 6)')))
    expect(shop.outcomePosts()).toEqual([])
  })

  it('queues the delivery at once (In attesa di invio) and sends it when the phone is back online', async () => {
    const shop = fakeShop()
    const { user } = renderApp('/fermate/101/consegnato')
    await heading('Consegnato: Maria Rossi')
    shop.state.offline = true
    await user.click(screen.getByRole('checkbox', { name: 'Documento verificato: maggiorenne' }))
    act(() => signLastPad())
    await user.click(screen.getByRole('button', { name: 'Registra consegna' }))
    const [first] = await rows()
    expect(within(first as HTMLElement).getByText('In attesa di invio')).toBeTruthy()
    expect(screen.getByText('1 azione in attesa di invio.')).toBeTruthy()
    expect((document.querySelector('.cash') as HTMLElement).textContent).toContain(
      'Incassato23,40 € di cui 23,40 € in attesa di invio',
    )

    shop.state.offline = false
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(within(first as HTMLElement).getByText('Consegnato')).toBeTruthy())
    expect(screen.queryByText(/in attesa di invio/)).toBeNull()
    const [post] = shop.calls.filter((call) => call.path.endsWith('/outcome'))
    expect(post?.path).toBe('/api/driver/stops/101/outcome')
    expect(bodyOf(post)).toMatchObject({
      result: 'delivered',
      payment: { method: 'cash', amount: 23.4 },
      empties: { bottiglia: 6, cassa: 1 },
      idChecked: true,
      proof: { kind: 'signature', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' },
    })
    expect(bodyOf(post).actionId).toMatch(/^[0-9a-f-]{36}$/)
    await waitFor(() =>
      expect((document.querySelector('.cash') as HTMLElement).textContent).toBe(
        'Da incassare23,40 €Incassato23,40 €',
      ),
    )
  })

  it('takes a photo as the proof, and no payment with Nessun incasso', async () => {
    const shop = fakeShop()
    const { user } = renderApp('/fermate/102/consegnato')
    await heading('Consegnato: Giuseppe Verdi')
    expect(checked(screen.getByRole('radio', { name: 'Nessun incasso' }))).toBe(true)
    expect(screen.queryByLabelText(/Importo incassato/)).toBeNull()
    await user.click(screen.getByRole('radio', { name: 'Foto della consegna' }))
    const camera = screen.getByLabelText('Scatta una foto')
    expect(camera.getAttribute('accept')).toBe('image/*')
    expect(camera.getAttribute('capture')).toBe('environment')
    await user.upload(camera, new File(['jpeg'], 'foto.jpg', { type: 'image/jpeg' }))
    expect(await screen.findByRole('img', { name: 'Foto della consegna scattata' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Registra consegna' }))
    await rows()
    await waitFor(() => expect(shop.outcomePosts()).toHaveLength(1))
    expect(bodyOf(shop.calls.find((call) => call.path.endsWith('/outcome')))).toMatchObject({
      payment: { method: 'none', amount: 0 },
      empties: {},
      idChecked: false,
      proof: { kind: 'photo', dataUrl: 'data:image/jpeg;base64,/9j/4AAQ' },
    })
  })

  it('shows a refusal on the stop so the driver can redo it', async () => {
    const shop = fakeShop()
    const { user, router } = renderApp('/fermate/103/non-consegnato')
    await heading('Non consegnato: Anna Bianchi')
    // The office moved the order to another van meanwhile.
    shop.state.day = { ...shop.state.day, stops: shop.state.day.stops.slice(0, 2) }
    await user.click(screen.getByRole('radio', { name: 'Assente' }))
    await user.click(screen.getByRole('button', { name: 'Registra mancata consegna' }))
    expect(
      await screen.findByText('1 azione non accettata dal negozio: apri la fermata per rifarla.'),
    ).toBeTruthy()
    await act(() => router.navigate('/fermate/103'))
    await heading('Fermata 3: Anna Bianchi')
    expect(text(screen.getByRole('alert'))).toContain(
      'Questa consegna non è tra quelle del tuo furgone di oggi.',
    )
    expect(screen.getByRole('link', { name: 'Non consegnato' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: "Annulla l'esito non accettato" }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })
})

describe('Non consegnato', () => {
  it("asks for a reason, and a note with 'Altro', before sending", async () => {
    const shop = fakeShop()
    const { user } = renderApp('/fermate/102/non-consegnato')
    await heading('Non consegnato: Giuseppe Verdi')
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Assente',
      'Rifiutato',
      'Indirizzo sbagliato',
      'Minorenne o senza documento',
      'Altro',
    ])
    await user.click(screen.getByRole('button', { name: 'Registra mancata consegna' }))
    expect(screen.getByText(M.failureReasonRequired)).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: 'Altro' }))
    await user.click(screen.getByRole('button', { name: 'Registra mancata consegna' }))
    const note = screen.getByLabelText('Nota (obbligatoria con «Altro»)')
    expect(description(note)).toBe(M.failureNoteRequired)
    expect(shop.outcomePosts()).toEqual([])
    await user.type(note, 'Cancello chiuso, nessuno risponde')
    await user.click(screen.getByRole('button', { name: 'Registra mancata consegna' }))
    const [, second] = await rows()
    await waitFor(() => expect(within(second as HTMLElement).getByText('Non consegnato')).toBeTruthy())
    expect(bodyOf(shop.calls.find((call) => call.path.endsWith('/outcome')))).toMatchObject({
      result: 'failed',
      reason: 'other',
      note: 'Cancello chiuso, nessuno risponde',
    })
  })
})

describe('Esci', () => {
  it('logs out and deletes the day kept on the phone', async () => {
    const shop = fakeShop()
    const { user } = renderApp('/')
    await rows()
    await user.click(screen.getByRole('button', { name: 'Esci' }))
    await heading('Accedi')
    expect(shop.state.loggedIn).toBe(false)
    expect(await savedDay.load()).toBeUndefined()
  })

  it('asks first when actions wait to be sent', async () => {
    const shop = fakeShop()
    const { user } = renderApp('/fermate/102/non-consegnato')
    await heading('Non consegnato: Giuseppe Verdi')
    shop.state.offline = true
    await user.click(screen.getByRole('radio', { name: 'Assente' }))
    await user.click(screen.getByRole('button', { name: 'Registra mancata consegna' }))
    await rows()
    await user.click(screen.getByRole('button', { name: 'Esci' }))
    expect(screen.getByRole('heading', { name: 'Uscire con azioni non inviate?' })).toBeTruthy()
    expect(shop.state.loggedIn).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Resta' }))
    expect(screen.queryByRole('heading', { name: 'Uscire con azioni non inviate?' })).toBeNull()
  })
})
