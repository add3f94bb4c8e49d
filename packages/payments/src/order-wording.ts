import { GATEWAY_IDS, type OrderPayment, orderPayment } from './order-payment'

/** What orderWording reads of an order: orderPayment's input and the order's number. */
export interface OrderWordingInput {
  /** The number the customer reads ('765'). */
  number: string
  /** WooCommerce's status ('on-hold', 'processing', 'out-for-delivery'...). */
  status: string
  /** WooCommerce's gateway id ('bacs', 'cod', 'stripe', 'ppcp-gateway'...). */
  paymentMethod: string
  /** Whether the order is to be paid online now (never for cash or cheques). */
  needsPayment: boolean
}

/**
 * The one wording of an order for its customer: the confirmation page, the order page, the
 * account's list and the order mails all say these words.
 */
export interface OrderWording {
  /** The short label of the order's state, for a list or a badge: 'In attesa del bonifico', 'Confermato'. */
  status: string
  /** The sentence that says where the order stands: 'Il tuo ordine n. 765 è confermato'. */
  headline: string
  /** What happens next, one or two sentences: 'Prepareremo l’ordine quando riceviamo il bonifico…'. */
  next: string
  /** orderPayment's answer for the same order, the payment state the wording was chosen by. */
  payment: OrderPayment
}

/** The short labels of orderWording, exact. */
export const ORDER_WORDING_LABELS = {
  awaitingTransfer: 'In attesa del bonifico',
  confirmed: 'Confermato',
  preparing: 'In preparazione',
  toPayOnline: 'In attesa di pagamento',
  inReview: 'Pagamento in verifica',
  failed: 'Pagamento non riuscito',
  onTheWay: 'In consegna',
  notDelivered: 'Consegna non riuscita',
  delivered: 'Consegnato',
  cancelled: 'Annullato',
  refunded: 'Rimborsato',
  draft: 'Non completato',
} as const

const TRANSFER_NEXT =
  'Prepareremo l’ordine quando riceviamo il bonifico: finché non arriva, l’ordine non parte.'
const ONLINE_NEXT = 'Il pagamento non è ancora completo: l’ordine parte quando è pagato.'

/** 'Pagherai alla consegna, in contanti all’autista…'; the cheque's words for a cheque. */
function atTheDoor(paymentMethod: string): string {
  return paymentMethod === GATEWAY_IDS.cheque
    ? 'Pagherai alla consegna, con un assegno all’autista: non devi pagare nulla online.'
    : 'Pagherai alla consegna, in contanti all’autista: non devi pagare nulla online.'
}

/**
 * What the customer reads about an order, from its status and its payment (orderPayment):
 *
 * - a bank transfer not received yet: 'In attesa del bonifico', the order is received and waits
 *   for the transfer, nothing leaves before it (never 'confermato');
 * - cash or a cheque at the door: 'Confermato' (nothing to wait for: it is paid to the driver),
 *   'In preparazione' once an operator moves it to processing;
 * - paid (card, PayPal, a transfer received): 'In preparazione', confirmed and paid;
 * - an online payment not made yet: 'In attesa di pagamento'; failed: 'Pagamento non riuscito',
 *   to try again; held by an operator: 'Pagamento in verifica';
 * - then the van ('In consegna'), delivered ('Consegnato') or brought back from the door ('Consegna
 *   non riuscita', a new slot to choose), and the orders given up ('Annullato',
 *   'Rimborsato') or never completed ('Non completato').
 *
 * A status the shop does not know is worded by its payment state (orderPayment's reading).
 */
export function orderWording(order: OrderWordingInput): OrderWording {
  const payment = orderPayment(order)
  const n = order.number
  const say = (status: string, headline: string, next: string): OrderWording => ({
    status,
    headline,
    next,
    payment,
  })
  const received = `Abbiamo ricevuto il tuo ordine n. ${n}`
  const L = ORDER_WORDING_LABELS
  switch (order.status) {
    case 'cancelled':
    case 'trash':
      return say(
        L.cancelled,
        `Il tuo ordine n. ${n} è stato annullato`,
        'L’ordine non verrà consegnato e non devi pagare nulla.',
      )
    case 'refunded':
      return say(
        L.refunded,
        `Il tuo ordine n. ${n} è stato rimborsato`,
        'Ti abbiamo restituito quello che avevi pagato.',
      )
    case 'checkout-draft':
      return say(
        L.draft,
        `Il tuo ordine n. ${n} non è stato completato`,
        'Non lo abbiamo ricevuto: se vuoi ancora questi prodotti, fai un nuovo ordine.',
      )
    case 'failed':
      return say(
        L.failed,
        `Il pagamento dell’ordine n. ${n} non è andato a buon fine`,
        payment.state === 'to-pay-online'
          ? 'Puoi riprovare a pagarlo online: l’ordine parte quando è pagato.'
          : payment.state === 'awaiting-transfer'
            ? TRANSFER_NEXT
            : 'L’ordine non parte: per qualsiasi domanda contattaci indicando il numero dell’ordine.',
      )
    case 'completed':
      return say(
        L.delivered,
        `Il tuo ordine n. ${n} è stato consegnato`,
        'Grazie per averci scelto. A presto!',
      )
    case 'delivery-failed':
      return say(
        L.notDelivered,
        `Non siamo riusciti a consegnare il tuo ordine n. ${n}`,
        'L’autista non ha potuto consegnarlo: scegli una nuova data e fascia oraria e lo riportiamo noi.',
      )
    case 'out-for-delivery':
      return say(
        L.onTheWay,
        `Il tuo ordine n. ${n} è in consegna`,
        payment.state === 'on-delivery'
          ? 'Il furgone è partito: tieni pronto il pagamento per l’autista.'
          : 'Il furgone è partito e arriva nella fascia oraria che hai scelto.',
      )
  }
  switch (payment.state) {
    case 'awaiting-transfer':
      return say(L.awaitingTransfer, `${received}: aspettiamo il bonifico`, TRANSFER_NEXT)
    case 'on-delivery':
      return say(
        order.status === 'processing' ? L.preparing : L.confirmed,
        `Il tuo ordine n. ${n} è confermato`,
        `Prepariamo la tua spesa nel nostro magazzino. ${atTheDoor(order.paymentMethod)}`,
      )
    case 'paid':
      return say(
        L.preparing,
        `Il tuo ordine n. ${n} è confermato e pagato`,
        'Prepariamo la tua spesa nel nostro magazzino.',
      )
    case 'to-pay-online':
      return say(L.toPayOnline, `Il tuo ordine n. ${n} non è ancora pagato`, ONLINE_NEXT)
    case 'in-review':
      return say(L.inReview, received, 'Stiamo verificando il pagamento: ti scriviamo appena è confermato.')
    case 'none':
      // Only cancelled, trashed and refunded orders owe nothing: worded above.
      return say(L.cancelled, `Il tuo ordine n. ${n} è stato annullato`, 'Non devi pagare nulla.')
  }
}
