import type { Coordinates, SaveAddress } from '@shop/forms'
import type { DeliveryZone } from '@shop/zones'
import {
  ADDRESS_BOOK_MAX,
  bookFields,
  bookOf,
  FIRST_ADDRESS_LABEL,
  isSameAddress,
  mirrorDefault,
  placeAddress,
  rowAddress,
} from '../accounts/address-book'
import type { ServerDeps } from '../server-deps'
import type { ShippingInput } from './order-input'

/** Where the order's address was found: the checkout's coordinates and the zone it decided. */
export interface OrderPlace {
  coordinates?: Coordinates | undefined
  zone?: DeliveryZone
  /** 'Salva questo indirizzo nella rubrica', ticked by the customer (checkoutSchema saveAddress). */
  save?: SaveAddress | undefined
}

/**
 * A logged-in customer's order address goes into their address book (accounts/address-book.ts):
 *
 * - the first one always, as the default, when the book is empty (after the account's earlier
 *   WooCommerce delivery address, if any, was taken in: bookOf), as WooCommerce's own checkout
 *   keeps a first address, so that the account page and the next checkout start from it;
 * - any other only when the customer ticked 'Salva questo indirizzo nella rubrica' (`save`), and
 *   when the book has room and does not hold it already. A delivery to another place (the office,
 *   a relative) is otherwise the order's, not the account's.
 *
 * The default goes on to the WooCommerce account (mirrorDefault). The order is placed already: a
 * failure here is logged and the order stands. Answers whether the address was saved.
 */
export async function rememberDeliveryAddress(
  deps: ServerDeps,
  customerId: number,
  shipping: ShippingInput,
  place: OrderPlace = {},
): Promise<boolean> {
  if (customerId <= 0) return false
  try {
    const book = await bookOf(deps, customerId)
    if (book.length > 0 && !place.save) return false
    if (book.some((row) => isSameAddress(rowAddress(row), shipping))) return false
    // The checkout decided the zone already; a caller without it finds it as the book's form does.
    const placed = place.zone
      ? { coordinates: place.coordinates ?? null, zone: place.zone }
      : await placeAddress(deps, shipping, place.coordinates)
    const label = place.save?.label || (book.length === 0 ? FIRST_ADDRESS_LABEL : shipping.address1)
    const added = await deps.stores.addresses.add(
      customerId,
      bookFields(label, shipping, placed),
      { max: ADDRESS_BOOK_MAX, onlyIfEmpty: !place.save },
      deps.now().getTime(),
    )
    if (!added.added) {
      if (added.reason === 'full')
        deps.log.info('address book full: the order’s address was not saved', { customerId })
      return false
    }
    if (added.row.isDefault) await mirrorDefault(deps, customerId)
    return true
  } catch (error) {
    deps.log.warn('delivery address not saved in the address book', { customerId, error })
    return false
  }
}
