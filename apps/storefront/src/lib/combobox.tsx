import { type InputHTMLAttributes, type KeyboardEvent, type ReactNode, useState } from 'react'

export interface ComboboxProps<T>
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'role' | 'type'> {
  id: string
  value: string
  onValueChange(value: string): void
  /** The options for the value; shown while the input is being typed in. */
  options: readonly T[]
  optionKey(option: T): string
  renderOption(option: T): ReactNode
  onChoose(option: T): void
  /** Tells the parent whether the list is open (it asks for options only then). */
  onOpenChange?(open: boolean): void
  /** The list's accessible name ('Indirizzi suggeriti'). */
  listLabel: string
  /** Shown above the options while the list is open (a hint such as 'Forse cercavi'). */
  header?: ReactNode
  /** 'search' for a search box (its own clear button and keyboard), else 'text'. */
  type?: 'text' | 'search'
}

/**
 * An input with suggestions, following the ARIA combobox pattern: the arrow keys move through the
 * list (aria-activedescendant), Enter chooses, Escape closes; a click chooses too. Enter with no
 * option highlighted is left to the form. The address fields and the header's search use it.
 * The highlight is an option's key, not a place in the list: when the list is replaced (the answer
 * for the text typed last arrives) the highlighted option stays highlighted if it is still there,
 * and nothing is if it is not. Typing clears it.
 */
export function Combobox<T>({
  id,
  value,
  onValueChange,
  options,
  optionKey,
  renderOption,
  onChoose,
  onOpenChange,
  listLabel,
  header,
  type = 'text',
  ...input
}: ComboboxProps<T>) {
  const listId = `${id}-list`
  const [open, setOpenState] = useState(false)
  const [activeKey, setActiveKey] = useState<string | null>(null)
  const active = activeKey === null ? -1 : options.findIndex((option) => optionKey(option) === activeKey)
  const highlight = (index: number) => {
    const option = options[index]
    setActiveKey(option === undefined ? null : optionKey(option))
  }
  const setOpen = (next: boolean) => {
    setOpenState(next)
    onOpenChange?.(next)
  }

  const choose = (option: T) => {
    setOpen(false)
    onChoose(option)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open || options.length === 0) {
      if (event.key === 'ArrowDown') setOpen(true)
      return
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      highlight((active + 1) % options.length)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      highlight(active <= 0 ? options.length - 1 : active - 1)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      setOpen(false)
    } else if (event.key === 'Enter' && active >= 0 && options[active] !== undefined) {
      event.preventDefault()
      choose(options[active])
    }
  }

  const listed = open && options.length > 0
  const expanded = listed || (open && Boolean(header))
  return (
    <div className="combobox">
      <input
        {...input}
        id={id}
        type={type}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={listed && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(event) => {
          // Typing on means a new search: nothing stays highlighted from the list before.
          setActiveKey(null)
          onValueChange(event.target.value)
          setOpen(true)
        }}
        onFocus={(event) => {
          if (type === 'search') setOpen(true)
          input.onFocus?.(event)
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          setTimeout(() => setOpen(false), 150)
          input.onBlur?.(event)
        }}
      />
      <div className="combobox__popup" hidden={!expanded}>
        {open && header ? <div className="combobox__header">{header}</div> : null}
        <ul
          id={listId}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern: a listbox the input drives
          role="listbox"
          aria-label={listLabel}
          className="combobox__list"
        >
          {(listed ? options : []).map((option, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: options are reached with the arrow keys from the input (aria-activedescendant)
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the input (arrows, Enter, Escape)
            <li
              key={optionKey(option)}
              id={`${listId}-${index}`}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern's options
              role="option"
              aria-selected={index === active}
              className="combobox__option"
              // The input keeps the focus: a press chooses, it does not blur first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {renderOption(option)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
