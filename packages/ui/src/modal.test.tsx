import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Modal } from './modal'

function Harness({
  onOpenChange = () => {},
  titleHidden = false,
}: {
  onOpenChange?: (open: boolean) => void
  titleHidden?: boolean
}) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Apri
      </button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next)
          setOpen(next)
        }}
        title="Ripeti ordine"
        titleHidden={titleHidden}
        description="Controlla i prodotti prima di confermare."
      >
        <button type="button">Conferma</button>
      </Modal>
    </>
  )
}

function Opener() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Svuota
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Svuotare?">
        <button type="button">Conferma</button>
      </Modal>
    </>
  )
}

describe('Modal', () => {
  it("is a dialog named by its title, with a description, the content and a visible close button in Italian, 'Chiudi' (never 'Close')", () => {
    const { baseElement } = render(<Harness />)
    const dialog = screen.getByRole('dialog', { name: 'Ripeti ordine' })
    expect(dialog.getAttribute('aria-describedby')).not.toBeNull()
    expect(screen.getByText('Controlla i prodotti prima di confermare.')).toBeTruthy()
    const close = screen.getByRole('button', { name: 'Chiudi' })
    expect(close.textContent).toBe('Chiudi')
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Conferma' })).toBeTruthy()
    expect(baseElement.querySelector('.ui-overlay')).not.toBeNull()
  })

  it('closes with the Chiudi button', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    render(<Harness onOpenChange={onOpenChange} />)
    await user.click(screen.getByRole('button', { name: 'Chiudi' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes with Escape', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    render(<Harness onOpenChange={onOpenChange} />)
    await user.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('gives focus back to the button that opened it', async () => {
    const user = userEvent.setup()
    render(<Opener />)
    const opener = screen.getByRole('button', { name: 'Svuota' })
    await user.click(opener)
    expect(screen.getByRole('dialog', { name: 'Svuotare?' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Chiudi' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)

    await user.click(opener)
    await user.keyboard('{Escape}')
    expect(document.activeElement).toBe(opener)
  })

  it('can hide its title on screen and still be named by it', () => {
    render(<Harness titleHidden />)
    const dialog = screen.getByRole('dialog', { name: 'Ripeti ordine' })
    expect(dialog.querySelector('h2')?.className).toBe('ui-visually-hidden')
  })

  it('renders nothing when closed', () => {
    render(
      <Modal open={false} onOpenChange={() => {}} title="Nascosto">
        contenuto
      </Modal>,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
