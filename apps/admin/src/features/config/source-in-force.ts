import type { PluginFindings, ShopSettings } from '@shop/api/contract'

/**
 * Which delivery source is in force for a saved choice ('orddd' or 'fallback'), in one Italian
 * sentence for the configuration screen: the plugin, or the reserve calendar (the zones' slots and
 * the shop's rules) because it was chosen, because the store has no Order Delivery Date plugin (a
 * normal store) or because the plugin does not answer. With `vans`, what the vans' portal adds. Null
 * while nothing is known of the plugin.
 */
export function sourceInForce(
  chosen: ShopSettings['calendarSource'],
  plugins: PluginFindings,
  { vans = false }: { vans?: boolean } = {},
): string | null {
  let text: string
  if (chosen === 'fallback') text = 'In uso ora: il calendario di riserva, scelto qui.'
  else if (plugins.orddd === 'installed') text = 'In uso ora: il plugin Order Delivery Date.'
  else if (plugins.orddd === 'missing')
    text =
      'In uso ora: il calendario di riserva, con le zone e le regole del negozio: il plugin Order Delivery Date non è installato in WooCommerce.'
  else if (plugins.orddd === 'failing')
    text = 'In uso ora: il calendario di riserva, perché il plugin Order Delivery Date non risponde.'
  else return null
  if (vans && plugins.portal === 'missing')
    text += ' Il portale dei furgoni (timeslot.php) non c’è: le fasce non sono filtrate per furgone.'
  if (vans && plugins.portal === 'failing')
    text += ' Il portale dei furgoni non risponde: le fasce non sono filtrate per furgone.'
  return text
}
