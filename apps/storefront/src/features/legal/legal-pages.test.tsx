import type { Seller } from '@shop/forms'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SHOP_CONFIG, ShopConfigProvider } from '../../app/shop-config'
import { SELLER_MISSING } from '../../lib/legal/seller'
import { shopBrowserStorage } from './browser-storage'
import { Component as ConditionsPage } from './conditions-page'
import { Component as CookiePage } from './cookie-page'
import { Component as LegalNotesPage } from './legal-notes-page'
import { Component as PrivacyPage } from './privacy-page'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const SELLER: Seller = {
  companyName: 'Acque di Puglia S.r.l.',
  vatNumber: '06363391001',
  taxCode: '',
  street: 'Corso Cavour 7',
  postcode: '70122',
  city: 'Bari',
  province: 'BA',
  reaOffice: 'BA',
  reaNumber: '654321',
  shareCapital: 25000,
  taxRegime: 'RF01',
  pec: 'acquedipuglia@pec.example.it',
  email: 'ordini@acquedipuglia.example.it',
  phone: '080 999 8877',
}

const pages: ReadonlyArray<{ path: string; title: string; Page: ComponentType }> = [
  { path: '/condizioni-di-vendita', title: 'Condizioni generali di vendita', Page: ConditionsPage },
  { path: '/privacy', title: 'Informativa privacy', Page: PrivacyPage },
  { path: '/cookie', title: 'Cookie e memoria del browser', Page: CookiePage },
  { path: '/note-legali', title: 'Note legali', Page: LegalNotesPage },
]

function renderPage(Page: ComponentType, path: string, seller: Seller | null) {
  // The conditions' delivery costs ask for the zones: no server here, so the sentence instead of the table.
  vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <ShopConfigProvider value={{ ...DEFAULT_SHOP_CONFIG, seller }}>
        <MemoryRouter initialEntries={[path]}>
          <Page />
        </MemoryRouter>
      </ShopConfigProvider>
    </QueryClientProvider>,
  )
}

describe.each(pages)('$path', ({ path, title, Page }) => {
  it('names the seller as the shop’s settings have it, never a written-in one', () => {
    renderPage(Page, path, SELLER)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title)
    const card = within(screen.getByTestId('seller-card'))
    expect(card.getByText('Acque di Puglia S.r.l.')).toBeTruthy()
    expect(card.getByText('Corso Cavour 7, 70122 Bari (BA)')).toBeTruthy()
    expect(card.getByText('06363391001')).toBeTruthy()
    expect(card.getByText('REA BA-654321')).toBeTruthy()
    expect(card.getByText('25.000,00 €')).toBeTruthy()
    expect(card.getByRole('link', { name: 'acquedipuglia@pec.example.it' }).getAttribute('href')).toBe(
      'mailto:acquedipuglia@pec.example.it',
    )
    expect(card.getByRole('link', { name: '080 999 8877' }).getAttribute('href')).toBe('tel:+390809998877')
    expect(document.body.textContent).not.toContain('Bari Bevande S.r.l.')
  })

  it('says the seller’s data are not entered yet while they are missing', () => {
    renderPage(Page, path, null)
    expect(screen.getByTestId('seller-missing').textContent).toBe(SELLER_MISSING)
    expect(screen.queryByTestId('seller-card')).toBeNull()
  })
})

describe('the conditions of sale', () => {
  it('send the withdrawal to /recesso, name its exclusion and the guarantee, and link no ODR platform', () => {
    renderPage(ConditionsPage, '/condizioni-di-vendita', SELLER)
    const withdrawal = screen.getByRole('link', { name: '«Recedi dal contratto qui»' })
    expect(withdrawal.getAttribute('href')).toBe('/recesso')
    const text = document.body.textContent ?? ''
    expect(text).toContain('recedere dal contratto entro 14 giorni')
    expect(text).toContain('art. 59, comma 1, lettera e, del Codice del Consumo')
    expect(text).toContain('2 anni dalla consegna')
    expect(text).toContain('«Ordine con obbligo di pagamento»')
    expect(text).not.toMatch(/ODR|ec\.europa\.eu\/consumers\/odr/)
  })
})

describe('the cookie page', () => {
  it('lists every entry the shop keeps in the browser, with the brand’s welcome key', () => {
    renderPage(CookiePage, '/cookie', SELLER)
    const table = within(screen.getByTestId('shop-storage'))
    for (const entry of shopBrowserStorage(DEFAULT_SHOP_CONFIG.brand)) {
      const names = table.getAllByText(entry.name, { selector: 'code' })
      expect(names.some((name) => name.getAttribute('data-storage-kind') === entry.kind)).toBe(true)
    }
    expect(table.getByText('Bari Bevande-new-site-modal-dismissed')).toBeTruthy()
    expect(document.body.textContent).toContain('solo cookie tecnici')
  })
})
