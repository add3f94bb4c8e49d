import type { SettingsLogAnswer } from '@shop/api/contract'
import { useQuery } from '@tanstack/react-query'
import { settingsLogQuery } from './api/config'

type Change = SettingsLogAnswer['changes'][number]

/** What each logged key is called on this page. */
const SETTING_LABELS: Record<string, string> = {
  brand: 'Nome del negozio',
  welcomeDialog: 'Finestra di benvenuto',
  paymentMethods: 'Metodi di pagamento al checkout',
  calendarSource: 'Calendario delle consegne',
  slotSource: 'Fasce orarie',
  bankAccount: 'Conto per i bonifici',
  onDeliveryStatus: 'Ordini pagati alla consegna',
  guestOrdersPerDay: 'Ordini al giorno per ospite',
  deliveryRules: 'Regole di consegna',
  zones: 'Zone di consegna',
}

const ROLE_LABELS: Record<string, string> = { administrator: 'amministratore', shop_manager: 'gestore' }

/** 'Conto per i bonifici', or 'Metodo di pagamento bacs' for a gateway switched in WooCommerce. */
export function settingLabel(key: string): string {
  if (key.startsWith('gateway:')) return `Metodo di pagamento ${key.slice('gateway:'.length)} in WooCommerce`
  return SETTING_LABELS[key] ?? key
}

/** A logged value as an operator reads it: yes/no, a number, a text, or the data in short. */
export function settingValue(value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'boolean') return value ? 'sì' : 'no'
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  const text = JSON.stringify(value)
  return text.length > 160 ? `${text.slice(0, 159)}…` : text
}

const when = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  dateStyle: 'short',
  timeStyle: 'short',
})

/** The log of settings changes (issue 23): every save, by whom, before and after. */
export function SettingsLog() {
  const log = useQuery(settingsLogQuery())
  return (
    <section className="stack" aria-labelledby="settings-log-title">
      <h2 id="settings-log-title">Registro delle modifiche</h2>
      {log.error ? <p role="alert">{log.error.message}</p> : null}
      {log.data && log.data.changes.length === 0 ? <p>Nessuna modifica registrata.</p> : null}
      {log.data && log.data.changes.length > 0 ? (
        // Its long values wrap (config.css): the table never scrolls sideways, so no focusable region is needed.
        <div className="table-wrap settings-log">
          <table className="data">
            <thead>
              <tr>
                <th scope="col">Quando</th>
                <th scope="col">Chi</th>
                <th scope="col">Impostazione</th>
                <th scope="col">Prima</th>
                <th scope="col">Dopo</th>
              </tr>
            </thead>
            <tbody>
              {log.data.changes.map((change: Change) => (
                <tr key={change.id}>
                  <td>{when.format(new Date(change.at))}</td>
                  <td>
                    {change.email} ({ROLE_LABELS[change.role] ?? change.role})
                  </td>
                  <td>{settingLabel(change.key)}</td>
                  <td>
                    <code>{settingValue(change.before)}</code>
                  </td>
                  <td>
                    <code>{settingValue(change.after)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
