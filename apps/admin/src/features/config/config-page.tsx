import type { ConfigAnswer } from '@shop/api/contract'
import { Spinner } from '@shop/ui'
import { api } from '../../lib/api'
import { useApi } from '../../lib/use-api'
import { useDocumentTitle } from '../../lib/use-document-title'
import { ConnectionTest } from './connection-test'
import { SettingsForm } from './settings-form'
import './config.css'

/** /admin/config: the shop's settings and the test of the connection to WooCommerce. */
export function ConfigPage() {
  useDocumentTitle('Configurazione')
  const config = useApi('config', (signal) => api<ConfigAnswer>('GET', '/admin/config', { signal }))
  return (
    <section className="stack config-page">
      <h1>Configurazione</h1>
      {config.error ? (
        <div role="alert" className="form-error">
          <p>{config.error.message}</p>
          <button type="button" className="button button--small" onClick={config.reload}>
            Riprova
          </button>
        </div>
      ) : null}
      {!config.data && config.loading ? <Spinner /> : null}
      {config.data ? <SettingsForm settings={config.data.settings} gateways={config.data.gateways} /> : null}
      <ConnectionTest />
    </section>
  )
}
