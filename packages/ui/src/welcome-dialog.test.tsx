import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { WelcomeDialog } from './welcome-dialog'
import {
  WELCOME_AUTO_CLOSE_MS,
  WELCOME_PROGRESS_DELAY_MS,
  type WelcomeStorage,
  welcomeDismissedKey,
} from './welcome-rules'

const BRAND = 'Bari Bevande'

/** Resolves after the page's next animation frame (where the dialog moves the focus). */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
const KEY = 'Bari Bevande-new-site-modal-dismissed'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  const storage = {
    getItem: vi.fn((key: string) => data.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => {
      data.set(key, value)
    }),
  } satisfies WelcomeStorage
  return { storage, data }
}

const dialog = () => screen.queryByRole('dialog')

describe('welcomeDismissedKey', () => {
  it('is {brand}-new-site-modal-dismissed', () => {
    expect(welcomeDismissedKey(BRAND)).toBe(KEY)
    expect(welcomeDismissedKey('Acqua Sud')).toBe('Acqua Sud-new-site-modal-dismissed')
  })

  it('has the SPEC.md timings', () => {
    expect(WELCOME_AUTO_CLOSE_MS).toBe(7000)
    expect(WELCOME_PROGRESS_DELAY_MS).toBe(50)
  })
})

describe('WelcomeDialog: when it shows', () => {
  it('shows on the first visit with the exact texts', () => {
    const { storage } = memoryStorage()
    render(<WelcomeDialog brand={BRAND} storage={storage} />)
    const shown = screen.getByRole('dialog', { name: 'Benvenuto nel nuovo sito di Bari Bevande' })
    const items = [...shown.querySelectorAll('li')].map((li) => li.textContent)
    expect(items).toEqual([
      'Interfaccia moderna, pulita e più veloce',
      'Funzionalità migliorate per ordini e pagamenti',
      'Esperienza più intuitiva su mobile e desktop',
    ])
    expect(screen.getByRole('button', { name: 'Inizia ora' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Chiudi' })).toBeTruthy()
    expect(shown.querySelector('svg.ui-welcome__art')).not.toBeNull()
    expect(storage.getItem).toHaveBeenCalledWith(KEY)
  })

  it('is not shown when the key holds true', () => {
    const { storage } = memoryStorage({ [KEY]: 'true' })
    render(<WelcomeDialog brand={BRAND} storage={storage} />)
    expect(dialog()).toBeNull()
  })

  it('is shown when the key holds anything but true', () => {
    const { storage } = memoryStorage({ [KEY]: 'false' })
    render(<WelcomeDialog brand={BRAND} storage={storage} />)
    expect(dialog()).not.toBeNull()
  })

  it('uses the brand in the key: another brand’s dismissal does not count', () => {
    const { storage } = memoryStorage({ 'Altro Negozio-new-site-modal-dismissed': 'true' })
    render(<WelcomeDialog brand={BRAND} storage={storage} />)
    expect(screen.getByRole('dialog', { name: 'Benvenuto nel nuovo sito di Bari Bevande' })).toBeTruthy()
  })

  it('is shown when storage cannot be read', () => {
    const storage: WelcomeStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: vi.fn(),
    }
    render(<WelcomeDialog brand={BRAND} storage={storage} />)
    expect(dialog()).not.toBeNull()
  })

  it('is shown when there is no storage, and closes without error', async () => {
    const user = userEvent.setup()
    render(<WelcomeDialog brand={BRAND} storage={null} />)
    await user.click(screen.getByRole('button', { name: 'Chiudi' }))
    expect(dialog()).toBeNull()
  })

  it('is not shown when disabled, and stores nothing', () => {
    vi.useFakeTimers()
    const { storage } = memoryStorage()
    render(<WelcomeDialog brand={BRAND} storage={storage} enabled={false} />)
    act(() => vi.advanceTimersByTime(WELCOME_AUTO_CLOSE_MS + 100))
    expect(dialog()).toBeNull()
    expect(storage.setItem).not.toHaveBeenCalled()
  })

  it('moves focus to Inizia ora in the frame after it opens', async () => {
    const { storage } = memoryStorage()
    render(<WelcomeDialog brand={BRAND} storage={storage} />)
    const start = screen.getByRole('button', { name: 'Inizia ora' })
    // Not within the opening itself (it would restyle the whole page in that task: modal-layer.tsx).
    expect(document.activeElement).not.toBe(start)
    await nextFrame()
    expect(document.activeElement).toBe(start)
  })
})

describe('WelcomeDialog: every way of closing stores the dismissal', () => {
  const paths: [string, (user: ReturnType<typeof userEvent.setup>) => Promise<void>][] = [
    ['Chiudi', (user) => user.click(screen.getByRole('button', { name: 'Chiudi' }))],
    ['Inizia ora', (user) => user.click(screen.getByRole('button', { name: 'Inizia ora' }))],
    ['Escape', (user) => user.keyboard('{Escape}')],
  ]

  it.each(paths)('%s closes it and stores the key = true once', async (_name, act) => {
    const user = userEvent.setup()
    const { storage, data } = memoryStorage()
    const onClose = vi.fn()
    render(<WelcomeDialog brand={BRAND} storage={storage} onClose={onClose} />)
    await act(user)
    expect(dialog()).toBeNull()
    expect(storage.setItem).toHaveBeenCalledTimes(1)
    expect(storage.setItem).toHaveBeenCalledWith(KEY, 'true')
    expect(data.get(KEY)).toBe('true')
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('a click outside the panel (on the overlay) closes it and stores the key', async () => {
    const user = userEvent.setup()
    const { storage } = memoryStorage()
    const { baseElement } = render(<WelcomeDialog brand={BRAND} storage={storage} />)
    const overlay = baseElement.querySelector('.ui-overlay')
    expect(overlay).not.toBeNull()
    await user.click(overlay as Element)
    expect(dialog()).toBeNull()
    expect(storage.setItem).toHaveBeenCalledWith(KEY, 'true')
  })

  it('closes by itself after 7000 ms and stores the key', () => {
    vi.useFakeTimers()
    const { storage } = memoryStorage()
    const onClose = vi.fn()
    render(<WelcomeDialog brand={BRAND} storage={storage} onClose={onClose} />)
    act(() => vi.advanceTimersByTime(6999))
    expect(dialog()).not.toBeNull()
    expect(storage.setItem).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(dialog()).toBeNull()
    expect(storage.setItem).toHaveBeenCalledWith(KEY, 'true')
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('a parent re-rendering with a new onClose does not restart the 7 s', () => {
    vi.useFakeTimers()
    const { storage } = memoryStorage()
    const { rerender } = render(<WelcomeDialog brand={BRAND} storage={storage} onClose={() => {}} />)
    act(() => vi.advanceTimersByTime(4000))
    rerender(<WelcomeDialog brand={BRAND} storage={storage} onClose={() => {}} />)
    act(() => vi.advanceTimersByTime(3000))
    expect(dialog()).toBeNull()
  })

  it('does not store again or call onClose again after it closed', () => {
    // Testing Library's async wrapper waits on a real timer, so fake-timer tests click with fireEvent.
    vi.useFakeTimers()
    const { storage } = memoryStorage()
    const onClose = vi.fn()
    render(<WelcomeDialog brand={BRAND} storage={storage} onClose={onClose} />)
    fireEvent.click(screen.getByRole('button', { name: 'Inizia ora' }))
    act(() => vi.advanceTimersByTime(WELCOME_AUTO_CLOSE_MS * 2))
    expect(storage.setItem).toHaveBeenCalledTimes(1)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('stays dismissed on the next visit', async () => {
    const user = userEvent.setup()
    const { storage } = memoryStorage()
    const first = render(<WelcomeDialog brand={BRAND} storage={storage} />)
    await user.click(screen.getByRole('button', { name: 'Chiudi' }))
    first.unmount()
    render(<WelcomeDialog brand={BRAND} storage={storage} />)
    expect(dialog()).toBeNull()
  })

  it('only logs a failed write, and still closes', async () => {
    const user = userEvent.setup()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const storage: WelcomeStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    render(<WelcomeDialog brand={BRAND} storage={storage} />)
    await user.click(screen.getByRole('button', { name: 'Chiudi' }))
    expect(dialog()).toBeNull()
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toContain(KEY)
    error.mockRestore()
  })
})

describe('WelcomeDialog: progress bar', () => {
  it('starts filling 50 ms after opening, over 7000 ms', () => {
    vi.useFakeTimers()
    const { storage } = memoryStorage()
    render(<WelcomeDialog brand={BRAND} storage={storage} />)
    const bar = screen.getByRole('dialog').querySelector('.ui-welcome__progress') as HTMLElement
    expect(bar.getAttribute('aria-hidden')).toBe('true')
    expect(bar.querySelector('.ui-welcome__progress-fill')).not.toBeNull()
    expect(bar.style.getPropertyValue('--ui-welcome-duration')).toBe('7000ms')
    expect(bar.dataset.state).toBe('idle')
    act(() => vi.advanceTimersByTime(49))
    expect(bar.dataset.state).toBe('idle')
    act(() => vi.advanceTimersByTime(1))
    expect(bar.dataset.state).toBe('filling')
  })
})

describe('WelcomeDialog: a modal layer without a dialog library', () => {
  it('keeps the focus inside: Tab and Shift+Tab go round Chiudi and Inizia ora', async () => {
    const user = userEvent.setup()
    const { storage } = memoryStorage()
    render(<WelcomeDialog brand={BRAND} storage={storage} />)
    const start = screen.getByRole('button', { name: 'Inizia ora' })
    const close = screen.getByRole('button', { name: 'Chiudi' })
    await nextFrame()
    expect(document.activeElement).toBe(start)
    await user.tab()
    expect(document.activeElement).toBe(close)
    await user.tab()
    expect(document.activeElement).toBe(start)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(close)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(start)
  })

  it('makes the rest of the page inert and still, and gives it back as it was on closing', async () => {
    const user = userEvent.setup()
    const { storage } = memoryStorage()
    const page = render(
      <>
        <button type="button">Prima</button>
        <WelcomeDialog brand={BRAND} storage={storage} />
      </>,
    )
    const before = screen.getByRole('button', { name: 'Prima', hidden: true })
    // The layer sits at the end of <body>, outside the page's own root.
    const layer = screen.getByRole('dialog').parentElement as HTMLElement
    expect(layer.parentElement).toBe(document.body)
    expect(page.container.hasAttribute('inert')).toBe(true)
    expect(layer.hasAttribute('inert')).toBe(false)
    expect(document.body.style.overflow).toBe('hidden')
    await user.click(screen.getByRole('button', { name: 'Chiudi' }))
    expect(dialog()).toBeNull()
    expect(page.container.hasAttribute('inert')).toBe(false)
    expect(document.body.style.overflow).toBe('')
    expect(before.isConnected).toBe(true)
  })

  it('gives the focus back to where it was when it opened', async () => {
    const user = userEvent.setup()
    const { storage } = memoryStorage()
    const outside = document.createElement('button')
    document.body.append(outside)
    outside.focus()
    render(<WelcomeDialog brand={BRAND} storage={storage} />)
    await nextFrame()
    expect(document.activeElement?.textContent).toBe('Inizia ora')
    await user.keyboard('{Escape}')
    expect(document.activeElement).toBe(outside)
    outside.remove()
  })
})
