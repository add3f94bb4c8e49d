import { UpcomingScreen } from './upcoming-screen'

/** /checkout (issue 8 brings the real screen). */
export function CheckoutScreen() {
  return <UpcomingScreen title="Completa l’ordine" />
}

/** /order-success. */
export function OrderSuccessScreen() {
  return <UpcomingScreen title="Ordine ricevuto" />
}

/** /paga. */
export function PayNowScreen() {
  return <UpcomingScreen title="Paga un ordine" />
}
