import { UpcomingScreen } from './upcoming-screen'

/** /paga (issue 8 brings the payment of an existing order). */
export function PayNowScreen() {
  return <UpcomingScreen title="Paga un ordine" />
}
