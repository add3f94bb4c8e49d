import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Combobox } from './combobox'

interface Street {
  id: string
  name: string
}

afterEach(cleanup)

const street = (id: string): Street => ({ id, name: `Via ${id}` })

function renderCombobox(options: readonly Street[], onChoose: (option: Street) => void) {
  const view = (next: readonly Street[]) => (
    <Combobox
      id="via"
      aria-label="Via e numero civico"
      value="Via"
      onValueChange={() => {}}
      options={next}
      optionKey={(option) => option.id}
      renderOption={(option) => option.name}
      onChoose={onChoose}
      listLabel="Indirizzi suggeriti"
    />
  )
  const rendered = render(view(options))
  const input = screen.getByRole('combobox', { name: 'Via e numero civico' })
  // Typing opens the list.
  fireEvent.change(input, { target: { value: 'Via ' } })
  return { input, replace: (next: readonly Street[]) => rendered.rerender(view(next)) }
}

const highlighted = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant')
  return id ? document.getElementById(id)?.textContent : undefined
}

describe('Combobox: the highlighted option when the list is replaced', () => {
  it('stays on the same option when the new list still has it, wherever it is', () => {
    const onChoose = vi.fn()
    const { input, replace } = renderCombobox([street('A'), street('B')], onChoose)
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(highlighted(input)).toBe('Via B')
    // The answer for the text typed last: the same street, now second.
    replace([street('C'), street('B'), street('D')])
    expect(highlighted(input)).toBe('Via B')
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(highlighted(input)).toBe('Via D')
    fireEvent.keyDown(input, { key: 'ArrowUp' })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onChoose).toHaveBeenCalledOnce()
    expect(onChoose).toHaveBeenCalledWith(street('B'))
  })

  it('highlights nothing when the new list has lost it, and Enter is then left to the form', () => {
    const onChoose = vi.fn()
    const { input, replace } = renderCombobox([street('A'), street('B')], onChoose)
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(highlighted(input)).toBe('Via A')
    replace([street('C'), street('D')])
    expect(highlighted(input)).toBeUndefined()
    const enter = fireEvent.keyDown(input, { key: 'Enter' })
    expect(enter).toBe(true) // not prevented: the form gets it
    expect(onChoose).not.toHaveBeenCalled()
    // The arrows start again from the top of the new list.
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(highlighted(input)).toBe('Via C')
  })

  it('highlights nothing once the customer types on, even if the option is still listed', () => {
    const onChoose = vi.fn()
    const { input, replace } = renderCombobox([street('A'), street('B')], onChoose)
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(highlighted(input)).toBe('Via A')
    fireEvent.change(input, { target: { value: 'Via A' } })
    replace([street('A'), street('C')])
    expect(highlighted(input)).toBeUndefined()
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onChoose).not.toHaveBeenCalled()
  })
})
