import { type CustomerUpdate, registrationBody, updateBody } from '../customer-rules'
import { customerSchema } from '../schemas'
import type { CallOptions, CustomersResource, Query } from '../woo-client'
import { WOO_MESSAGES, WooError } from '../woo-error'
import { positiveId, type WooRequest } from '../woo-request'

/** An email another account has (SPEC.md's message), on create and on update. */
const emailExistsError = () =>
  new WooError({
    status: 400,
    code: 'registration-error-email-exists',
    kind: 'conflict',
    message: WOO_MESSAGES.emailExists,
  })

/** wc/v3/customers, with SPEC.md's registration rules and a taken email named the same way everywhere. */
export function customersResource({ request, getOrNull, list }: WooRequest): CustomersResource {
  const listCustomers: CustomersResource['listCustomers'] = (query = {}, call) =>
    list(customerSchema, 'clienti', 'wc/v3/customers', query as Query, call)

  /** The customers with this email; null when the store refuses the look-up (a 400). */
  const owners = (email: string, call?: CallOptions) =>
    listCustomers({ email, role: 'all', per_page: 1 }, call).catch((error: unknown) => {
      if (error instanceof WooError && error.status === 400) return null
      throw error
    })

  return {
    listCustomers,

    getCustomer: (id, call) =>
      positiveId(id)
        ? getOrNull(customerSchema, 'cliente', `wc/v3/customers/${id}`, call)
        : Promise.resolve(null),

    async createCustomer(customer, call) {
      // The look-up is a courtesy: if the store refuses it (a malformed email is a 400 there), the
      // create below answers with the store's own reason.
      const existing = await owners(customer.email, call)
      if (existing && existing.items.length > 0) throw emailExistsError()
      try {
        return (
          await request(customerSchema, 'registrazione', 'POST', 'wc/v3/customers', {
            body: registrationBody(customer),
            call,
          })
        ).data
      } catch (error) {
        if (error instanceof WooError && error.code === 'registration-error-email-exists')
          throw emailExistsError()
        throw error
      }
    },

    async updateCustomer(id, update, call) {
      if (!positiveId(id)) {
        throw new WooError({
          status: 400,
          code: 'invalid_customer_id',
          kind: 'invalid',
          message: WOO_MESSAGES.invalidCustomerId,
        })
      }
      const email = typeof update.email === 'string' ? update.email.trim() : ''
      // The look-up is a courtesy, as on create: when the store refuses it, the PUT gives the reason.
      const takenByAnother = async () =>
        (await owners(email, call))?.items.some((owner) => owner.id !== id) ?? false
      if (email !== '' && (await takenByAnother())) throw emailExistsError()
      try {
        return (
          await request(customerSchema, 'cliente', 'PUT', `wc/v3/customers/${id}`, {
            body: updateBody(update as CustomerUpdate & Record<string, unknown>),
            call,
          })
        ).data
      } catch (error) {
        if (email !== '' && error instanceof WooError) {
          if (error.code === 'registration-error-email-exists') throw emailExistsError()
          if (error.code === 'woocommerce_rest_customer_invalid_email' && (await takenByAnother()))
            throw emailExistsError()
        }
        throw error
      }
    },
  }
}
