import { failedCheck, STORE_CHECK_MESSAGES } from '../check-store'
import type {
  CustomersResource,
  ProductsResource,
  SettingsResource,
  StoreHealthResource,
} from '../woo-client'
import { WOO_MESSAGES, WooError } from '../woo-error'
import type { WooRequest } from '../woo-request'

/** The connection test (SPEC.md section 8) and the store check, on the resources' own calls. */
export function storeHealthResource(
  { authentication }: WooRequest,
  store: Pick<ProductsResource, 'listProducts'> &
    Pick<CustomersResource, 'listCustomers'> &
    Pick<SettingsResource, 'listPaymentGateways'>,
): StoreHealthResource {
  return {
    async testConnection(call) {
      const describe = (error: unknown) =>
        error instanceof WooError
          ? { status: error.status, message: error.message }
          : { status: 0, message: String(error) }
      try {
        await store.listProducts({ per_page: 1 }, call)
      } catch (error) {
        const { status, message } = describe(error)
        return {
          ok: false,
          products: false,
          customers: false,
          message: WOO_MESSAGES.connectionFailed(status, message),
        }
      }
      try {
        await store.listCustomers({ per_page: 1 }, call)
      } catch (error) {
        const { status, message } = describe(error)
        return {
          ok: false,
          products: true,
          customers: false,
          message: WOO_MESSAGES.connectionCustomersFailed(status, message),
        }
      }
      return { ok: true, products: true, customers: true, message: WOO_MESSAGES.connectionOk }
    },

    async checkStore(call) {
      try {
        await store.listProducts({ per_page: 1 }, call)
      } catch (error) {
        return failedCheck(error, 'products', authentication)
      }
      try {
        await store.listPaymentGateways(call)
      } catch (error) {
        return failedCheck(error, 'payment_gateways', authentication)
      }
      return {
        ok: true,
        authentication,
        problem: null,
        step: null,
        message: STORE_CHECK_MESSAGES.ok(authentication),
        status: 200,
        code: null,
        serverMessage: null,
      }
    },
  }
}
