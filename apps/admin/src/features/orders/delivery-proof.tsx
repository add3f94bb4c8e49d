import { useQuery } from '@tanstack/react-query'
import { deliveryProofQuery } from './api/orders'

/**
 * 'Prova di consegna': the signature or photo the driver took at the door, when the order has one
 * (nothing at all when the API answers 404). For disputes, so shown as taken, at most its width.
 */
export function DeliveryProof({ orderId, number }: { orderId: number; number: string }) {
  const proof = useQuery(deliveryProofQuery(orderId))
  if (proof.error)
    return (
      <p className="form-error" role="alert">
        Prova di consegna non disponibile: {proof.error.message}
      </p>
    )
  if (!proof.data) return null
  return (
    <section className="order-proof" aria-labelledby={`order-proof-${orderId}`}>
      <h3 id={`order-proof-${orderId}`}>Prova di consegna</h3>
      <img
        src={proof.data}
        alt={`Prova di consegna dell'ordine n. ${number} (firma o foto presa alla porta)`}
      />
    </section>
  )
}
