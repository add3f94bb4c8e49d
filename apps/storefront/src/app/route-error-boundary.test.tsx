import { QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../lib/api'
import { createShopQueryClient } from './query-client'
import { ScreenErrorBoundary } from './route-error-boundary'

afterEach(cleanup)

function Screen({ load }: { load: () => Promise<string> }) {
  const { data } = useSuspenseQuery({ queryKey: ['screen'], queryFn: load })
  return <p>{data}</p>
}

function renderScreen(load: () => Promise<string>, client = createShopQueryClient(), visit = 1) {
  const tree = (n: number) => (
    <QueryClientProvider client={client}>
      <ScreenErrorBoundary key={n}>
        <Suspense fallback={<p>Carico…</p>}>
          <Screen load={load} />
        </Suspense>
      </ScreenErrorBoundary>
    </QueryClientProvider>
  )
  const view = render(tree(visit))
  return { client, visitAgain: () => view.rerender(tree(visit + 1)) }
}

const unreachable = () => new ApiError(0, 'network', 'Impossibile contattare il negozio.')

describe('ScreenErrorBoundary', () => {
  it("shows the failure's Italian message, and 'Riprova' asks again", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(unreachable())
      .mockResolvedValue('Acqua')
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderScreen(load)
    expect((await screen.findByRole('alert')).textContent).toContain('Impossibile contattare il negozio.')
    expect(screen.getByRole('heading').textContent).toBe('Non è stato possibile aprire la pagina')
    expect(load).toHaveBeenCalledTimes(1)

    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }))
    expect(await screen.findByText('Acqua')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('asks again for data that failed on an earlier visit of the screen', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(unreachable())
      .mockResolvedValue('Birra')
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { visitAgain } = renderScreen(load)
    await screen.findByRole('alert')
    act(() => visitAgain())
    expect(await screen.findByText('Birra')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('reuses fresh data on the next visit without asking again', async () => {
    const load = vi.fn<() => Promise<string>>().mockResolvedValue('Vino')
    const { visitAgain } = renderScreen(load)
    await screen.findByText('Vino')
    act(() => visitAgain())
    expect(screen.getByText('Vino')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
