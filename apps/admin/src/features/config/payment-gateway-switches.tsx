import type { AdminGateway } from '@shop/api/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toApiError } from '../../lib/api'
import { configQuery, switchPaymentGateway } from './api/config'

type Outcome = { tone: 'ok'; text: string } | { tone: 'error'; text: string }

/**
 * WooCommerce's payment gateways, each with a switch that turns it on or off in the store itself
 * (PUT /api/admin/payment-gateways/:id): a gateway off is offered by no checkout, this shop's nor
 * WooCommerce's. The server refuses to switch off the last way customers can pay, and says so; the
 * list is then read again, since another operator may have changed it. One switch at a time.
 */
export function PaymentGatewaySwitches({ gateways }: { gateways: AdminGateway[] }) {
  const queryClient = useQueryClient()
  /** The switch being sent, shown in its new position until the server answers. */
  const [pending, setPending] = useState<{ id: string; enabled: boolean } | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const toggle = async (gateway: AdminGateway, enabled: boolean) => {
    if (pending) return
    const name = gateway.title || gateway.id
    setPending({ id: gateway.id, enabled })
    setOutcome(null)
    try {
      const answer = await switchPaymentGateway(gateway.id, enabled)
      queryClient.setQueryData(configQuery().queryKey, (config) =>
        config ? { ...config, gateways: answer.gateways } : config,
      )
      setOutcome({
        tone: 'ok',
        text: enabled
          ? `«${name}» attivato in WooCommerce: i clienti possono pagare così.`
          : `«${name}» disattivato in WooCommerce: al checkout non compare più.`,
      })
    } catch (failure) {
      setOutcome({ tone: 'error', text: toApiError(failure).message })
      void queryClient.invalidateQueries({ queryKey: configQuery().queryKey })
    } finally {
      setPending(null)
    }
  }

  return (
    <section className="panel gateway-switches" aria-labelledby="gateway-switches-title">
      <h2 id="gateway-switches-title">Metodi di pagamento in WooCommerce</h2>
      <p id="gateway-switches-hint" className="muted">
        Attiva o disattiva ogni metodo direttamente nel negozio WooCommerce: la modifica vale subito, senza
        salvare. Un metodo disattivato non compare al checkout. Almeno un metodo con cui i clienti possono
        pagare resta sempre attivo.
      </p>
      <ul
        className="gateway-switches__list"
        aria-describedby="gateway-switches-hint"
        aria-busy={pending !== null}
      >
        {gateways.map((gateway) => {
          const sending = pending?.id === gateway.id
          const on = sending ? pending.enabled : gateway.enabled
          return (
            <li key={gateway.id} className="gateway-switches__item">
              <label className="gateway-switch">
                <input
                  type="checkbox"
                  role="switch"
                  className="gateway-switch__control"
                  checked={on}
                  aria-checked={on}
                  // Not `disabled`: the focus stays on the switch while its change is sent.
                  aria-disabled={pending !== null ? true : undefined}
                  onChange={(event) => void toggle(gateway, event.target.checked)}
                />
                <span className="gateway-switch__name">{gateway.title || gateway.id}</span>
              </label>
              <span
                aria-hidden="true"
                className={on ? 'gateway-switch__state gateway-switch__state--on' : 'gateway-switch__state'}
              >
                {sending ? 'Invio…' : on ? 'Attivo' : 'Disattivato'}
              </span>
            </li>
          )
        })}
      </ul>
      <div role="status" className="gateway-switches__outcome">
        {outcome?.tone === 'ok' ? <p className="form-ok">{outcome.text}</p> : null}
      </div>
      {outcome?.tone === 'error' ? (
        <p role="alert" className="form-error">
          {outcome.text}
        </p>
      ) : null}
    </section>
  )
}
