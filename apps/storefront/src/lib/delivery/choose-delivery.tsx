import { FORM_MESSAGES } from '@shop/forms'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { FormMessage } from '../account/form-field'
import { useSubmit } from '../account/use-submit'
import { choiceRefused } from './delivery-change'
import { DeliveryChoiceFields, type DeliveryValue, useDeliveryChoice } from './delivery-choice'

const NO_ERRORS: Partial<Record<keyof DeliveryValue, string>> = {}

/**
 * A new day and slot for an existing order, shared by the page after a failed delivery
 * (/ordine/nuova-consegna) and the order page's 'Cambia data e fascia': the zone's calendar and
 * slots as the checkout shows them (lib/delivery), then `submit`. A slot or day refused meanwhile
 * shows the API's message and the customer chooses again (the slots read again); an order that
 * moved on meanwhile is read again (`onStale`).
 */
export function ChooseDelivery({
  zone,
  submit,
  onStale,
  submitLabel,
  title = 'Scegli il giorno e la fascia oraria',
}: {
  zone: { id: string; name: string } | null
  submit(value: DeliveryValue): Promise<void>
  onStale(): void
  submitLabel: string
  title?: string
}) {
  const zoneId = zone?.id ?? null
  const [value, setValue] = useState<DeliveryValue>({ date: '', slot: '' })
  const [chooseAgain, setChooseAgain] = useState(false)
  const [errors, setErrors] = useState(NO_ERRORS)
  const choice = useDeliveryChoice({ zoneId, value, onChange: setValue, chooseAgain })
  const { busy, failure, setFailure, run } = useSubmit()
  if (!zoneId) {
    return (
      <FormMessage tone="info">
        Non riusciamo a trovare la zona di consegna di questo ordine: <Link to="/contatti">contattaci</Link>{' '}
        indicando il numero dell’ordine e concordiamo insieme la nuova consegna.
      </FormMessage>
    )
  }
  const send = (event: FormEvent) => {
    event.preventDefault()
    const missing = {
      ...(value.date ? {} : { date: FORM_MESSAGES.dateRequired }),
      ...(value.slot ? {} : { slot: FORM_MESSAGES.slotRequired }),
    }
    setErrors(missing)
    if (missing.date || missing.slot) return
    void run(async () => {
      try {
        await submit(value)
      } catch (error) {
        const refused = choiceRefused(error)
        if (refused === 'slot') {
          // Taken meanwhile: the day's places again, and the customer chooses another slot.
          setChooseAgain(true)
          setValue((v) => ({ ...v, slot: '' }))
          void choice.slots.refetch()
        } else if (refused === 'date') {
          void choice.calendar.refetch()
          void choice.slots.refetch()
        } else if (refused === 'order') onStale()
        throw error
      }
    })
  }
  return (
    <form
      className="account-form account-card"
      onSubmit={send}
      noValidate
      aria-labelledby="reschedule-choose"
    >
      <h2 id="reschedule-choose">{title}</h2>
      <p className="form-field__hint">
        Zona di consegna: <strong>{zone?.name}</strong>
      </p>
      <DeliveryChoiceFields
        state={choice}
        zoneId={zoneId}
        value={value}
        onDate={(date) => {
          setFailure(null)
          setValue((v) => ({ ...v, date }))
        }}
        onSlot={(slot) => {
          setFailure(null)
          setChooseAgain(false)
          setErrors(NO_ERRORS)
          setValue((v) => ({ ...v, slot }))
        }}
        errors={errors}
      />
      <div aria-live="polite">
        {failure ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Conferma in corso…' : submitLabel}
      </button>
    </form>
  )
}
