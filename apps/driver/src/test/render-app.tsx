import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { driverRoutes } from '../app/driver-app'
import { SessionProvider } from '../app/session'

/** The whole app at `path`, as a phone would open it (the session asked first), with a user to tap. */
export function renderApp(path = '/') {
  const router = createMemoryRouter(driverRoutes, { initialEntries: [path] })
  const user = userEvent.setup()
  const view = render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  )
  return { ...view, router, user }
}

/** The heading of the screen shown, once it is there. */
export const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name })

/** signature_pad without a canvas (happy-dom has none): `signLastPad()` plays a stroke. */
export const signaturePads: { sign(): void }[] = []
export function signLastPad() {
  const pad = signaturePads.at(-1)
  if (!pad) throw new Error('no signature pad drawn')
  pad.sign()
}

export const fakeSignaturePad = () => ({
  default: class FakeSignaturePad {
    #empty = true
    #listeners: (() => void)[] = []
    constructor() {
      signaturePads.push({
        sign: () => {
          this.#empty = false
          for (const listener of this.#listeners) listener()
        },
      })
    }
    addEventListener(type: string, listener: () => void) {
      if (type === 'endStroke') this.#listeners.push(listener)
    }
    isEmpty = () => this.#empty
    toDataURL = () => 'data:image/png;base64,iVBORw0KGgo='
    clear = () => {
      this.#empty = true
    }
    off = vi.fn()
  },
})
