import { splitDisplayName } from '../customer-rules'
import { phoneLoginSchema, tokenSchema, wpUserSchema } from '../schemas'
import type { AccountsResource } from '../woo-client'
import { WOO_MESSAGES, WooError } from '../woo-error'
import type { WooRequest } from '../woo-request'

/** SPEC.md section 9: the phone login's time-out. */
export const PHONE_LOGIN_TIMEOUT_MS = 5_000

/** Customers' accounts: jwt-auth/v1/token, custom/v1/phone-login and wp/v2/users/me. */
export function accountsResource({ request }: WooRequest): AccountsResource {
  return {
    async requestToken(username, password, call) {
      const { data, response } = await request(tokenSchema, 'login', 'POST', 'jwt-auth/v1/token', {
        body: { username, password },
        auth: 'none',
        call,
      })
      if (!data.token)
        throw new WooError({
          status: response.status,
          code: 'token_missing',
          kind: 'auth',
          message: WOO_MESSAGES.tokenMissing,
        })
      const userId = Number(data.user_id)
      return {
        token: data.token,
        userId: Number.isInteger(userId) && userId > 0 ? userId : null,
        email: data.user_email ?? '',
        nicename: data.user_nicename ?? '',
        displayName: data.user_display_name ?? '',
        ...splitDisplayName(data.user_display_name),
      }
    },

    async phoneLogin(phone, call) {
      try {
        const { data } = await request(
          phoneLoginSchema,
          'accesso con telefono',
          'POST',
          'custom/v1/phone-login',
          {
            body: { phone: phone.replace(/\D/g, '') },
            call: { timeoutMs: PHONE_LOGIN_TIMEOUT_MS, ...call },
          },
        )
        const userId = Number(data.user_id)
        if (!data.success || !data.token || !Number.isInteger(userId) || userId <= 0) {
          return {
            status: 'failed',
            error: new WooError({
              status: 200,
              code: 'phone_login_failed',
              kind: 'auth',
              message: 'Accesso con telefono non riuscito',
            }),
          }
        }
        return { status: 'ok', userId, token: data.token }
      } catch (error) {
        // Any 404 (the plugin's "no such phone", or no plugin at all) falls back to the phone search.
        if (error instanceof WooError && error.status === 404) return { status: 'not-found' }
        if (error instanceof WooError) return { status: 'failed', error }
        throw error
      }
    },

    async getMe(token, call) {
      return (
        await request(wpUserSchema, 'utente', 'GET', 'wp/v2/users/me', {
          query: { context: 'edit' },
          auth: 'none',
          call: { ...call, token },
        })
      ).data
    },

    async changePassword(token, password, call) {
      const { response } = await request(wpUserSchema, 'cambio password', 'POST', 'wp/v2/users/me', {
        body: { password },
        auth: 'none',
        call: { ...call, token },
      })
      return response.status === 200
    },
  }
}
