import type { FieldErrors } from '@shop/forms'
import { useEffect, useRef, useState } from 'react'
import { FormMessage } from '../../lib/account/form-field'
import { ApiError } from '../../lib/api'
import { holdSlot } from '../../lib/checkout/checkout-api'
import { DeliveryChoiceFields, useDeliveryChoice } from '../../lib/delivery/delivery-choice'
import type { DeliveryChoice } from './checkout-form'
import { holdEndTime } from './delivery-slots'

/** The place this checkout holds: which slot, until when. */
interface Held {
  zoneId: string
  date: string
  slot: string
  until: string
}

/**
 * Step 3, "Giorno e fascia oraria": the delivery calendar (without the days closed for the
 * address's zone, once known), and the day's slots in that zone: full ones shown as 'Esaurita'
 * and not choosable, those with few places left as 'Ultimi posti'. The first date and the first
 * bookable (preferred) slot are chosen for the customer; a slot no longer bookable is dropped.
 * A slot the customer chooses is held for 15 minutes with the checkout's `hold` id (the order
 * takes that place); when it filled up meanwhile, the slots are loaded again and the customer
 * chooses another. A new `refresh` loads the slots again (one was just taken).
 */
export function DeliveryStep({
  zoneId,
  value,
  onChange,
  errors,
  refresh,
  hold,
}: {
  /** The zone of the delivery address, once known. */
  zoneId: string | null
  value: DeliveryChoice
  onChange(update: (value: DeliveryChoice) => DeliveryChoice): void
  errors: FieldErrors<keyof DeliveryChoice>
  refresh: number
  /** The checkout's slot hold id (checkout-key.ts slotHoldId). */
  hold: string
}) {
  const { date, slot } = value
  const [held, setHeld] = useState<Held | null>(null)
  /** Why the chosen slot could not be held (it filled up): the customer chooses again. */
  const [holdFailure, setHoldFailure] = useState<string | null>(null)
  /** The slot is chosen but not held: this visitor already holds two elsewhere (429 too_many_holds). */
  const [notHeld, setNotHeld] = useState(false)
  const holding = useRef(0)
  const choice = useDeliveryChoice({ zoneId, value, onChange, chooseAgain: holdFailure !== null })
  // A new `refresh` (a slot was just taken) asks for the day's slots again.
  const refreshed = useRef(refresh)
  const { refetch } = choice.slots
  useEffect(() => {
    if (refreshed.current === refresh) return
    refreshed.current = refresh
    void refetch()
  }, [refresh, refetch])

  /** The customer chose `chosen`: it is held for this checkout (POST /api/delivery/holds). */
  const choose = (chosen: string) => {
    onChange((v) => ({ ...v, slot: chosen }))
    setHoldFailure(null)
    setNotHeld(false)
    if (!zoneId || !date) return
    const request = ++holding.current
    holdSlot({ zoneId, date, slot: chosen, hold })
      .then((answer) => {
        if (request === holding.current) setHeld({ zoneId, date, slot: chosen, until: answer.expiresAt })
      })
      .catch((error: unknown) => {
        if (request !== holding.current) return
        setHeld(null)
        if (error instanceof ApiError && (error.code === 'slot_full' || error.code === 'slot_unavailable')) {
          // Taken meanwhile: the day's places again, and the customer chooses another slot.
          setHoldFailure(error.message)
          onChange((v) => ({ ...v, slot: '' }))
          void refetch()
        } else if (error instanceof ApiError && error.code === 'too_many_holds') {
          // Two slots already held from this connection (other tabs, other checkouts): the slot
          // stays chosen, unheld, and the customer is told that it is booked only with the order.
          setNotHeld(true)
        }
        // Otherwise (too many tries, no network) the order still takes its place when placed.
      })
  }

  const heldNow =
    held && held.zoneId === zoneId && held.date === date && held.slot === slot
      ? holdEndTime(held.until)
      : null
  return (
    <fieldset className="checkout-section">
      <legend>
        <span className="checkout-step" aria-hidden="true">
          3
        </span>
        Giorno e fascia oraria
      </legend>
      <DeliveryChoiceFields
        state={choice}
        zoneId={zoneId}
        value={value}
        onDate={(date) => onChange((v) => ({ ...v, date }))}
        onSlot={choose}
        errors={errors}
        withoutZone={
          <p className="form-field__hint">Indica prima l’indirizzo: le fasce dipendono dalla zona.</p>
        }
        after={
          <div aria-live="polite" data-testid="slot-hold">
            {holdFailure ? <FormMessage tone="error">{holdFailure}</FormMessage> : null}
            {notHeld ? (
              <FormMessage tone="info">
                Non possiamo tenerti da parte questa fascia: da questa connessione ne stai già tenendo due (in
                altre schede o altri ordini in corso). Puoi comunque completare l’ordine: la fascia si prenota
                quando lo confermi, se è ancora libera.
              </FormMessage>
            ) : null}
            {heldNow ? (
              <p className="form-field__hint">
                Ti teniamo questa fascia per 15 minuti (fino alle {heldNow}): completa l’ordine entro allora.
              </p>
            ) : null}
          </div>
        }
      />
    </fieldset>
  )
}
