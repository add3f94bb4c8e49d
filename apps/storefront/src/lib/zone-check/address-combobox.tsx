import { type InputHTMLAttributes, type KeyboardEvent, useEffect, useState } from 'react'
import type { AddressSuggestion } from './zone-check-api'

interface AddressComboboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'role' | 'type'> {
  id: string
  value: string
  onValueChange(value: string): void
  /** The suggestions for the value (useAddressSuggestions); shown while the input is being typed in. */
  suggestions: readonly AddressSuggestion[]
  onChoose(suggestion: AddressSuggestion): void
  /** Tells the parent whether the list is open (it asks for suggestions only then). */
  onOpenChange?(open: boolean): void
}

/**
 * An address input with suggestions, following the ARIA combobox pattern: the arrow keys move
 * through the list (aria-activedescendant), Enter chooses, Escape closes; a click chooses too.
 * Enter with no suggestion highlighted is left to the form.
 */
export function AddressCombobox({
  id,
  value,
  onValueChange,
  suggestions,
  onChoose,
  onOpenChange,
  ...input
}: AddressComboboxProps) {
  const listId = `${id}-list`
  const [open, setOpenState] = useState(false)
  const [active, setActive] = useState(-1)
  const setOpen = (next: boolean) => {
    setOpenState(next)
    onOpenChange?.(next)
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: new suggestions reset the highlighted one
  useEffect(() => setActive(-1), [suggestions])

  const choose = (suggestion: AddressSuggestion) => {
    setOpen(false)
    onChoose(suggestion)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open || suggestions.length === 0) {
      if (event.key === 'ArrowDown') setOpen(true)
      return
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setActive((index) => (index + 1) % suggestions.length)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1))
    } else if (event.key === 'Escape') {
      setOpen(false)
    } else if (event.key === 'Enter' && active >= 0 && suggestions[active]) {
      event.preventDefault()
      choose(suggestions[active])
    }
  }

  const expanded = open && suggestions.length > 0
  return (
    <div className="address-combobox">
      <input
        {...input}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value)
          setOpen(true)
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          setTimeout(() => setOpen(false), 150)
          input.onBlur?.(event)
        }}
      />
      <ul
        id={listId}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern: a listbox the input drives
        role="listbox"
        aria-label="Indirizzi suggeriti"
        className="address-combobox__list"
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: options are reached with the arrow keys from the input (aria-activedescendant)
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the input (arrows, Enter, Escape)
          <li
            key={`${suggestion.label}-${suggestion.lat}-${suggestion.lng}`}
            id={`${listId}-${index}`}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern's options
            role="option"
            aria-selected={index === active}
            className="address-combobox__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            {suggestion.label}
          </li>
        ))}
      </ul>
    </div>
  )
}
