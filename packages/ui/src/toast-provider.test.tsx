import { act, render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { loadToastHost, TOAST_DURATION_MS, type ToastApi, ToastProvider, useToast } from './toast-provider'

function Grab({ onApi }: { onApi: (api: ToastApi) => void }) {
  onApi(useToast())
  return null
}

function Lost() {
  useToast()
  return null
}

function renderWithToasts() {
  let api: ToastApi | undefined
  const view = render(
    <ToastProvider>
      <Grab
        onApi={(grabbed) => {
          api = grabbed
        }}
      />
    </ToastProvider>,
  )
  const viewport = view.baseElement.querySelector('.ui-toast-viewport') as HTMLElement
  const show: ToastApi['show'] = (message, options) => act(() => api?.show(message, options))
  const toasts = () => [...viewport.querySelectorAll('li')]
  return { show, toasts, viewport }
}

describe('ToastProvider, Radix part not loaded yet', () => {
  it('loads the Radix part with the first toast, and shows that toast once it has', async () => {
    let api: ToastApi | undefined
    const view = render(
      <ToastProvider>
        <Grab
          onApi={(grabbed) => {
            api = grabbed
          }}
        />
      </ToastProvider>,
    )
    expect(view.baseElement.querySelector('.ui-toast-viewport')).toBeNull()
    act(() => api?.show('Aggiunto al carrello'))
    expect(await screen.findByText('Aggiunto al carrello')).toBeTruthy()
    expect(view.baseElement.querySelector('.ui-toast-viewport')).not.toBeNull()
  })
})

describe('ToastProvider', () => {
  beforeAll(async () => {
    await loadToastHost()
  })

  it('lasts 1000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(1000)
  })

  it('shows a toast in the notifications viewport', () => {
    const { show, toasts, viewport } = renderWithToasts()
    expect(toasts()).toHaveLength(0)
    show('Aggiunto al carrello', { tone: 'success' })
    expect(toasts()).toHaveLength(1)
    expect(toasts()[0]?.textContent).toBe('Aggiunto al carrello')
    expect(toasts()[0]?.className).toContain('ui-toast--success')
    expect(screen.getByRole('region', { name: /Notifiche/ }).contains(viewport)).toBe(true)
  })

  it('shows at most one at a time: a new toast replaces the current one', () => {
    const { show, toasts } = renderWithToasts()
    show('Primo')
    show('Secondo', { tone: 'error' })
    expect(toasts()).toHaveLength(1)
    expect(toasts()[0]?.textContent).toBe('Secondo')
    expect(toasts()[0]?.className).toContain('ui-toast--error')
  })

  it('defaults to the info tone', () => {
    const { show, toasts } = renderWithToasts()
    show('Ciao')
    expect(toasts()[0]?.className).toBe('ui-toast ui-toast--info')
  })

  it('disappears after 1000 ms', () => {
    vi.useFakeTimers()
    const { show, toasts } = renderWithToasts()
    show('Aggiunto al carrello')
    act(() => vi.advanceTimersByTime(999))
    expect(toasts()).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1))
    expect(toasts()).toHaveLength(0)
  })

  it('a replacing toast gets its own full 1000 ms', () => {
    vi.useFakeTimers()
    const { show, toasts } = renderWithToasts()
    show('Primo')
    act(() => vi.advanceTimersByTime(800))
    show('Secondo')
    act(() => vi.advanceTimersByTime(800))
    expect(toasts().map((toast) => toast.textContent)).toEqual(['Secondo'])
    act(() => vi.advanceTimersByTime(200))
    expect(toasts()).toHaveLength(0)
  })

  it('useToast outside the provider says how to fix it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Lost />)).toThrow(/wrap the app in <ToastProvider>/)
    error.mockRestore()
  })
})
