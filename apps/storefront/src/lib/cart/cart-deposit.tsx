import type { EmptiesAnswer } from '@shop/api/contract'
import { formatEuro } from '@shop/catalog'
import { type OrderDeposit, orderDeposit, type Returnable } from '@shop/deposits'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useAuth } from '../account/auth-context'
import { apiGet } from '../api'
import { useCartAvailability } from './cart-availability'
import { useCart } from './cart-context'

/**
 * The deposit of the cart's lines (@shop/deposits orderDeposit): each line's product lends the
 * empties `returnableOf` gives (null or unknown: none).
 */
export function cartDeposit(
  items: readonly { id: number | string; quantity: number }[],
  returnableOf: (id: number | string) => Returnable | null | undefined,
): OrderDeposit {
  return orderDeposit(
    items.map((item) => ({
      productId: item.id,
      quantity: item.quantity,
      returnable: returnableOf(item.id) ?? null,
    })),
  )
}

/** GET /api/account/empties: the logged-in customer's empties and credit. */
export const accountEmptiesQuery = () =>
  queryOptions({
    queryKey: ['account', 'empties'] as const,
    queryFn: ({ signal }) => apiGet<EmptiesAnswer>('/account/empties', undefined, signal),
    staleTime: 0,
  })

/**
 * The cart's deposit, the customer's credit for empties returned (logged in only) and the part of
 * it this order takes: at most its own deposit, as the API takes it (the rest waits), in cents.
 */
export function useCartDeposit(): { deposit: OrderDeposit; creditCents: number; alcohol: boolean } {
  const { cart } = useCart()
  const { returnableOf, alcoholOf } = useCartAvailability()
  const { isAuthenticated } = useAuth()
  const empties = useQuery({ ...accountEmptiesQuery(), enabled: isAuthenticated })
  const deposit = cartDeposit(cart.items, returnableOf)
  const credit = isAuthenticated ? Math.round((empties.data?.credit ?? 0) * 100) : 0
  return {
    deposit,
    creditCents: Math.min(credit, deposit.totalCents),
    alcohol: cart.items.some((item) => alcoholOf(item.id)),
  }
}

/** '24 × 0,20 €': how a deposit line is made up. */
const makeUp = (count: number, unitCents: number) => `${count} × ${formatEuro(unitCents / 100)}`

/**
 * The deposit's lines of a summary, each on its own line after the goods: 'Cauzione vuoti:
 * bottiglie (24 × 0,20 €)' and its amount, the credit for empties returned taken off, and the
 * note that the deposit is outside the VAT and comes back with the empties. Nothing without a deposit.
 */
export function DepositLines({ deposit, creditCents = 0 }: { deposit: OrderDeposit; creditCents?: number }) {
  if (deposit.totalCents === 0) return null
  return (
    <div className="deposit-lines" data-testid="deposit-lines">
      <ul aria-label="Cauzione vuoti">
        {deposit.lines.map((line) => (
          <li key={`${line.kind}:${line.unitCents}`} data-testid="deposit-line">
            <span>
              {line.label} ({makeUp(line.count, line.unitCents)})
            </span>
            <span>{formatEuro(line.totalCents / 100)}</span>
          </li>
        ))}
        {creditCents > 0 ? (
          <li data-testid="deposit-credit">
            <span>Vuoti resi: credito</span>
            <span>−{formatEuro(creditCents / 100)}</span>
          </li>
        ) : null}
      </ul>
      <p className="deposit-lines__note">
        Cauzione fuori campo IVA (art. 15 DPR 633/1972): i vuoti sono in prestito e ti restituiamo la cauzione
        quando li rendi all’autista.
      </p>
    </div>
  )
}
