import { MAX_QUANTITY } from '@shop/cart-core'
import { useEffect, useId, useState } from 'react'

/** − / number / + for a cart line; 0 (or emptying with −) removes the line (UPDATE_QUANTITY); + stops at `max`. */
export function QuantityStepper({
  quantity,
  name,
  onChange,
  max = MAX_QUANTITY,
}: {
  quantity: number
  name: string
  onChange: (quantity: number) => void
  /** How many there are: + stops there (a larger number typed is kept, and the cart says so). */
  max?: number
}) {
  const id = useId()
  const [draft, setDraft] = useState(String(quantity))
  useEffect(() => setDraft(String(quantity)), [quantity])

  const commit = () => {
    const value = Number(draft)
    if (draft.trim() === '' || !Number.isFinite(value)) {
      setDraft(String(quantity))
      return
    }
    const whole = Math.min(MAX_QUANTITY, Math.floor(value))
    if (whole !== quantity) onChange(whole)
    else setDraft(String(quantity))
  }

  return (
    <div className="stepper">
      <button
        type="button"
        className="stepper__button"
        aria-label={`Diminuisci la quantità di ${name}`}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <label htmlFor={id} className="visually-hidden">
        Quantità di {name}
      </label>
      <input
        id={id}
        className="stepper__input"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_QUANTITY}
        step={1}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit()
        }}
      />
      <button
        type="button"
        className="stepper__button"
        aria-label={`Aumenta la quantità di ${name}`}
        disabled={quantity >= Math.min(max, MAX_QUANTITY)}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  )
}
