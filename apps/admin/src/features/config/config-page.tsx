import { Spinner } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { useDocumentTitle } from '../../lib/use-document-title'
import { configQuery } from './api/config'
import { ConnectionTest } from './connection-test'
import { PaymentGatewaySwitches } from './payment-gateway-switches'
import { SellerForm } from './seller-form'
import { SettingsForm } from './settings-form'
import { SettingsLog } from './settings-log'
import './config.css'

/**
 * /admin/config: the shop's settings, the seller's data (issue 27), WooCommerce's payment gateways switched on and off, the
 * test of the connection to WooCommerce, and the log of every settings change.
 */
export function ConfigPage() {
  useDocumentTitle('Configurazione')
  const config = useQuery(configQuery())
  return (
    <section className="stack config-page">
      <h1>Configurazione</h1>
      {config.error ? (
        <div role="alert" className="form-error">
          <p>{config.error.message}</p>
          <button type="button" className="button button--small" onClick={() => void config.refetch()}>
            Riprova
          </button>
        </div>
      ) : null}
      {!config.data && config.isFetching ? <Spinner /> : null}
      {config.data ? (
        <SettingsForm
          settings={config.data.settings}
          gateways={config.data.gateways}
          deliveryPlugins={config.data.deliveryPlugins}
        />
      ) : null}
      {config.data ? <SellerForm seller={config.data.settings.seller} /> : null}
      {config.data ? <PaymentGatewaySwitches gateways={config.data.gateways} /> : null}
      <ConnectionTest />
      <SettingsLog />
    </section>
  )
}
