import { ordddDatesSchema, ordddTimeSlotsSchema, vehicleSlotsAnswerSchema, wpErrorSchema } from '../schemas'
import type { DeliveryResource } from '../woo-client'
import { plainMessage, WooError } from '../woo-error'
import type { WooRequest } from '../woo-request'

/** Delivery scheduling: orddd/v1/delivery_schedule and the portal's timeslot.php. */
export function deliveryResource({ request, portalBaseUrl }: WooRequest): DeliveryResource {
  return {
    async getDeliveryDates(count = 30, call) {
      const { data, response } = await request(
        ordddDatesSchema,
        'calendario consegne',
        'GET',
        'orddd/v1/delivery_schedule/0',
        { query: { number_of_dates: count }, call },
      )
      const error = wpErrorSchema.safeParse(data)
      if (error.success && typeof data.code === 'string') {
        throw new WooError({
          status: response.status,
          code: error.data.code,
          kind: 'invalid',
          message: plainMessage(error.data.message ?? 'Calendario non disponibile'),
        })
      }
      return data
    },

    async getDaySlots(date, call) {
      const schema = ordddTimeSlotsSchema.or(wpErrorSchema)
      const { data, response } = await request(
        schema,
        'fasce orarie',
        'GET',
        'orddd/v1/delivery_schedule/0',
        { query: { date }, call },
      )
      if (!Array.isArray(data)) {
        throw new WooError({
          status: response.status,
          code: data.code,
          kind: 'invalid',
          message: plainMessage(data.message ?? 'Fasce orarie non disponibili'),
        })
      }
      return data
    },

    async getVehicleSlots(date, vehicle, call) {
      if (!portalBaseUrl) {
        throw new WooError({
          status: 0,
          code: 'portal_not_configured',
          kind: 'config',
          message: "Il portale consegne non è configurato: manca l'indirizzo (portalBaseUrl)",
        })
      }
      return (
        await request(vehicleSlotsAnswerSchema, `disponibilità ${vehicle}`, 'GET', '', {
          url: `${portalBaseUrl}/timeslot.php`,
          query: { date, vehicle },
          auth: 'none',
          call,
        })
      ).data
    },
  }
}
