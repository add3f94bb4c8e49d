import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  ERROR_BANNER_MS,
  type ErrorBannerApi,
  ErrorBannerProvider,
  useErrorBanner,
} from './error-banner-provider'

function Grab({ onApi }: { onApi: (api: ErrorBannerApi) => void }) {
  onApi(useErrorBanner())
  return null
}

function Lost() {
  useErrorBanner()
  return null
}

function renderWithBanners() {
  let api: ErrorBannerApi | undefined
  const view = render(
    <ErrorBannerProvider>
      <Grab
        onApi={(grabbed) => {
          api = grabbed
        }}
      />
    </ErrorBannerProvider>,
  )
  const show = (message: string) => act(() => api?.show(message))
  const banners = () => screen.queryAllByRole('alert').map((alert) => alert.textContent)
  return { show, banners, view }
}

describe('ErrorBannerProvider', () => {
  it('lasts 5 s', () => {
    expect(ERROR_BANNER_MS).toBe(5000)
  })

  it('shows an alert in the top-right container with a Chiudi avviso button', () => {
    const { show, view } = renderWithBanners()
    show('Errore nel caricamento dei prodotti')
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe('Errore nel caricamento dei prodotti')
    expect(alert.parentElement?.className).toBe('ui-banners')
    expect(view.container.querySelector('.ui-banners')).not.toBeNull()
    expect(screen.getByRole('button', { name: 'Chiudi avviso' })).toBeTruthy()
  })

  it('each banner disappears 5 s after it appeared; several stack meanwhile', () => {
    vi.useFakeTimers()
    const { show, banners } = renderWithBanners()
    show('Primo errore')
    act(() => vi.advanceTimersByTime(2000))
    show('Secondo errore')
    expect(banners()).toEqual(['Primo errore', 'Secondo errore'])
    act(() => vi.advanceTimersByTime(2999))
    expect(banners()).toEqual(['Primo errore', 'Secondo errore'])
    act(() => vi.advanceTimersByTime(1))
    expect(banners()).toEqual(['Secondo errore'])
    act(() => vi.advanceTimersByTime(2000))
    expect(banners()).toEqual([])
  })

  it('the close button removes only its banner', async () => {
    const user = userEvent.setup()
    const { show, banners } = renderWithBanners()
    show('Primo errore')
    show('Secondo errore')
    const [firstClose] = screen.getAllByRole('button', { name: 'Chiudi avviso' })
    await user.click(firstClose as HTMLElement)
    expect(banners()).toEqual(['Secondo errore'])
  })

  it('the same message again restarts its banner instead of stacking a copy', () => {
    vi.useFakeTimers()
    const { show, banners } = renderWithBanners()
    show('Rete assente')
    act(() => vi.advanceTimersByTime(4000))
    show('Rete assente')
    expect(banners()).toEqual(['Rete assente'])
    act(() => vi.advanceTimersByTime(4000))
    expect(banners()).toEqual(['Rete assente'])
    act(() => vi.advanceTimersByTime(1000))
    expect(banners()).toEqual([])
  })

  it('keeps at most 3, dropping the oldest', () => {
    const { show, banners } = renderWithBanners()
    for (const message of ['uno', 'due', 'tre', 'quattro']) show(message)
    expect(banners()).toEqual(['due', 'tre', 'quattro'])
  })

  it('pauses while the pointer is on a banner', () => {
    vi.useFakeTimers()
    const { show, banners } = renderWithBanners()
    show('Leggimi')
    act(() => vi.advanceTimersByTime(3000))
    const alert = screen.getByRole('alert')
    act(() => {
      alert.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    })
    act(() => vi.advanceTimersByTime(10_000))
    expect(banners()).toEqual(['Leggimi'])
    act(() => {
      alert.dispatchEvent(new PointerEvent('pointerout', { bubbles: true }))
    })
    act(() => vi.advanceTimersByTime(1999))
    expect(banners()).toEqual(['Leggimi'])
    act(() => vi.advanceTimersByTime(1))
    expect(banners()).toEqual([])
  })

  it('useErrorBanner outside the provider says how to fix it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Lost />)).toThrow(/wrap the app in <ErrorBannerProvider>/)
    error.mockRestore()
  })
})
