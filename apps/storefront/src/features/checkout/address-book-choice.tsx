import { FORM_LIMITS, isSameAddress } from '@shop/forms'
import { useId } from 'react'
import type { BookAddressView } from '../../lib/account/address-book-api'
import { Field } from '../../lib/account/form-field'
import type { AddressValues } from '../../lib/address/address-fields'

/** 'Salva questo indirizzo nella rubrica': off until the customer ticks it, with an optional name. */
export interface SaveChoice {
  on: boolean
  label: string
}

export const NO_SAVE: SaveChoice = { on: false, label: '' }

/** The book's address the form holds, field by field (case and spaces aside); null for another one. */
export function savedAddressOf(
  form: AddressValues,
  book: readonly BookAddressView[],
): BookAddressView | null {
  return book.find((entry) => isSameAddress(entry.address, form)) ?? null
}

/**
 * The signed-in customer's address book at the checkout: one radio per saved address (its name and
 * street; the default marked) and 'Un altro indirizzo', which empties the fields for a new one.
 */
export function AddressBookChoice({
  book,
  chosen,
  onChoose,
}: {
  book: readonly BookAddressView[]
  chosen: BookAddressView | null
  onChoose(entry: BookAddressView | null): void
}) {
  const name = useId()
  return (
    <fieldset className="checkout-book">
      <legend>Le tue consegne</legend>
      {book.map((entry) => (
        <div className="form-check" key={entry.id}>
          <input
            id={`${name}-${entry.id}`}
            type="radio"
            name={name}
            checked={chosen?.id === entry.id}
            onChange={() => onChoose(entry)}
          />
          <label htmlFor={`${name}-${entry.id}`}>
            <strong>{entry.label}</strong>
            {entry.isDefault ? ' (predefinito)' : ''}: {entry.address.address1}, {entry.address.city}
          </label>
        </div>
      ))}
      <div className="form-check">
        <input
          id={`${name}-other`}
          type="radio"
          name={name}
          checked={chosen === null}
          onChange={() => onChoose(null)}
        />
        <label htmlFor={`${name}-other`}>Un altro indirizzo</label>
      </div>
    </fieldset>
  )
}

/** The box that keeps a new address in the book once the order is placed, and the name to give it. */
export function SaveAddressBox({
  value,
  onChange,
  full,
  first,
}: {
  value: SaveChoice
  onChange(value: SaveChoice): void
  /** The book holds its most: nothing more is kept, and the box says so instead. */
  full: number | null
  /** The book is empty: a first order's address is kept as the default anyway (the API's rule), and the box says so. */
  first: boolean
}) {
  const id = useId()
  if (first)
    return (
      <p className="form-field__hint">
        È il tuo primo indirizzo: dopo l’ordine lo trovi nella rubrica del tuo account, come predefinito.
      </p>
    )
  if (full !== null)
    return (
      <p className="form-field__hint">
        La rubrica è piena ({full} indirizzi): questo indirizzo vale per questo ordine.
      </p>
    )
  return (
    <div className="checkout-save-address">
      <div className="form-check">
        <input
          id={id}
          type="checkbox"
          checked={value.on}
          onChange={(event) => onChange({ ...value, on: event.target.checked })}
        />
        <label htmlFor={id}>Salva questo indirizzo nella rubrica</label>
      </div>
      {value.on ? (
        <Field
          label="Nome dell’indirizzo"
          optional
          value={value.label}
          onValueChange={(label) => onChange({ ...value, label })}
          hint="Per esempio Casa, Ufficio o Bar; se lo lasci vuoto usiamo la via"
          maxLength={FORM_LIMITS.addressLabel}
        />
      ) : null}
    </div>
  )
}
