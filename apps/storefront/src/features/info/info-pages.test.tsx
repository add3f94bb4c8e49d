import { cleanup, render, screen, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_SHOP_CONFIG, ShopConfigProvider } from '../../app/shop-config'
import { Component as AboutPage } from './about-page'
import { Component as ContactsPage } from './contacts-page'
import { Component as FaqPage } from './faq-page'
import { BARI_AREAS, CONTACT_EMAIL, CONTACT_PHONE, DELIVERY_ZONE_COUNT, WHATSAPP } from './shop-facts'
import { Component as WaterGlassPage } from './water-glass-page'
import { Component as WaterPlasticPage } from './water-plastic-page'

afterEach(cleanup)

const pages: ReadonlyArray<{ path: string; title: string; Page: ComponentType }> = [
  { path: '/faq', title: 'Domande frequenti', Page: FaqPage },
  { path: '/chisiamo', title: 'Chi siamo', Page: AboutPage },
  { path: '/contatti', title: 'Contatti', Page: ContactsPage },
  { path: '/informazioni/acqua-plastica', title: 'Acqua in bottiglie di plastica', Page: WaterPlasticPage },
  { path: '/informazioni/acqua-vetro', title: 'Acqua in bottiglie di vetro', Page: WaterGlassPage },
]

/** Routes of SPEC.md section 2 that these pages may link to. */
const knownRoutes = new Set([
  '/faq',
  '/chisiamo',
  '/contatti',
  '/informazioni/acqua-plastica',
  '/informazioni/acqua-vetro',
  '/zone-map',
  '/prodotti',
  '/paga',
  '/login',
  '/register',
  '/account',
])

function isKnownRoute(href: string): boolean {
  return knownRoutes.has(href) || /^\/prodotti\/categoria\/[a-z0-9-]+$/.test(href)
}

function renderPage(Page: ComponentType, path: string, brand = DEFAULT_SHOP_CONFIG.brand) {
  return render(
    <ShopConfigProvider value={{ ...DEFAULT_SHOP_CONFIG, brand }}>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </ShopConfigProvider>,
  )
}

function headingLevels(container: HTMLElement): number[] {
  return [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName.slice(1)))
}

describe.each(pages)('$path', ({ path, title, Page }) => {
  it(`has one h1 '${title}' and sets the document title`, () => {
    renderPage(Page, path)
    const h1s = screen.getAllByRole('heading', { level: 1 })
    expect(h1s).toHaveLength(1)
    expect(h1s[0]?.textContent).toBe(title)
    expect(document.title).toBe(`${title} | Bari Bevande`)
  })

  it('starts with the h1 and never skips a heading level', () => {
    const { container } = renderPage(Page, path)
    const levels = headingLevels(container)
    expect(levels[0]).toBe(1)
    for (let i = 1; i < levels.length; i++) {
      expect(levels[i]).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1)
    }
  })

  it('links only to existing routes, with meaningful text', () => {
    const { container } = renderPage(Page, path)
    const links = [...container.querySelectorAll('a')]
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) {
      const href = link.getAttribute('href') ?? ''
      expect(link.textContent?.trim().length, href).toBeGreaterThan(2)
      if (href.startsWith('/')) expect(isKnownRoute(href), href).toBe(true)
      else expect(href, 'external link').toMatch(/^(tel:\+39\d+|mailto:\S+@\S+|https:\/\/wa\.me\/39\d+)$/)
    }
  })

  it('uses the configured brand in the document title', () => {
    renderPage(Page, path, 'Acque di Puglia')
    expect(document.title).toBe(`${title} | Acque di Puglia`)
  })
})

describe('page content', () => {
  it('FAQ: questions in native details/summary, covering the key topics', () => {
    const { container } = renderPage(FaqPage, '/faq')
    const items = container.querySelectorAll('details > summary')
    expect(items.length).toBeGreaterThanOrEqual(10)
    expect(items.length).toBeLessThanOrEqual(15)
    const text = container.textContent ?? ''
    for (const topic of ['07:00', '16:00', 'domenica', 'bonifico', 'PayPal', 'cauzione', 'SMS', 'fattura']) {
      expect(text).toContain(topic)
    }
    expect(screen.getByRole('link', { name: 'Controlla sulla mappa delle zone' }).getAttribute('href')).toBe(
      '/zone-map',
    )
    expect(screen.getByRole('link', { name: 'Paga ora' }).getAttribute('href')).toBe('/paga')
  })

  it('About: names the brand and lists all 26 zones', () => {
    renderPage(AboutPage, '/chisiamo', 'Acque di Puglia')
    expect(screen.getByText(/Acque di Puglia è un’azienda di famiglia di Bari/)).toBeTruthy()
    expect(DELIVERY_ZONE_COUNT).toBe(26)
    const areas = screen.getByRole('heading', { name: 'Quartieri di Bari' }).nextElementSibling as HTMLElement
    expect(within(areas).getAllByRole('listitem')).toHaveLength(BARI_AREAS.length)
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(26)
  })

  it('Contacts: phone, WhatsApp and e-mail links', () => {
    renderPage(ContactsPage, '/contatti')
    expect(screen.getByRole('link', { name: CONTACT_PHONE.display }).getAttribute('href')).toBe(
      CONTACT_PHONE.href,
    )
    expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe(WHATSAPP.href)
    expect(screen.getByRole('link', { name: CONTACT_EMAIL.display }).getAttribute('href')).toBe(
      CONTACT_EMAIL.href,
    )
    expect(screen.queryByRole('form')).toBeNull()
  })

  it('Water pages link to the water category', () => {
    for (const [Page, path] of [
      [WaterPlasticPage, '/informazioni/acqua-plastica'],
      [WaterGlassPage, '/informazioni/acqua-vetro'],
    ] as const) {
      renderPage(Page, path)
      expect(screen.getByRole('link', { name: 'Vedi tutte le acque' }).getAttribute('href')).toBe(
        '/prodotti/categoria/acqua',
      )
      cleanup()
    }
  })
})
