import { DEFAULT_DELIVERY_RULES } from '@shop/slots'
import { DEMO_SELLER } from './config'
import type { ServerDeps } from './server-deps'
import type { ShopSettings } from './store/settings-store'

/** The shop configuration in force: what operators saved over the defaults. */
export function currentSettings(deps: ServerDeps): ShopSettings {
  return {
    brand: deps.config.brand,
    welcomeDialog: true,
    paymentMethods: [],
    calendarSource: 'orddd',
    slotSource: 'orddd',
    bankAccount: deps.config.bank,
    onDeliveryStatus: 'on-hold',
    deliveryRules: DEFAULT_DELIVERY_RULES,
    guestOrdersPerDay: deps.config.guestOrdersPerDay,
    seller: deps.config.embedded ? DEMO_SELLER : null,
    ...deps.stores.settings.getSettings(),
  }
}
