import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FullScreenSpinner } from './full-screen-spinner'
import { Spinner } from './spinner'

describe('Spinner', () => {
  it('is a status with the hidden label Caricamento…', () => {
    render(<Spinner />)
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Caricamento…')
    expect(status.className).toBe('ui-spinner')
    expect(status.querySelector('.ui-visually-hidden')?.textContent).toBe('Caricamento…')
    expect(status.querySelector('.ui-spinner__circle')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('takes another label, size and class', () => {
    render(<Spinner label="Carico le zone…" size="l" className="extra" />)
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Carico le zone…')
    expect(status.className).toBe('ui-spinner ui-spinner--l extra')
  })
})

describe('FullScreenSpinner', () => {
  it('covers the screen with a status labelled Caricamento…', () => {
    render(<FullScreenSpinner />)
    const status = screen.getByRole('status')
    expect(status.className).toBe('ui-fullscreen-spinner')
    expect(status.textContent).toBe('Caricamento…')
    expect(status.querySelector('.ui-spinner__circle')).not.toBeNull()
  })
})
