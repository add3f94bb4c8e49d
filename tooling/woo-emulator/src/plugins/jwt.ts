import type { Hono } from 'hono'
import { bearerToken, checkPassword, issueToken, type UserRow, verifyToken } from '../auth'
import type { EmulatorContext } from '../context'
import { body, type Env, send } from '../http'
import { WpError } from '../wp/errors'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' })[ch] as string,
  )

/**
 * JWT Authentication for WP-API 1.3.4 (rule 22): POST jwt-auth/v1/token with the login or the email
 * as username; failures are 403 "[jwt_auth] <wp error code>" with WordPress's login messages.
 */
export function jwtRoutes(app: Hono<Env>, ctx: EmulatorContext): void {
  app.post('/wp-json/jwt-auth/v1/token', async (c) => {
    const input = await body(c)
    const username = typeof input.username === 'string' ? input.username.trim() : ''
    const password = typeof input.password === 'string' ? input.password : ''
    const fail = (code: string, message: string) => new WpError(`[jwt_auth] ${code}`, message, 403)
    if (username === '') throw fail('empty_username', '<strong>Error:</strong> The username field is empty.')
    if (password === '') throw fail('empty_password', '<strong>Error:</strong> The password field is empty.')
    const byEmail = username.includes('@')
    const user = ctx.store.get<UserRow>(
      `SELECT * FROM users WHERE ${byEmail ? 'email' : 'username'} = ? COLLATE NOCASE`,
      username,
    )
    if (!user) {
      if (byEmail) throw fail('invalid_email', 'Unknown email address. Check again or try your username.')
      throw fail(
        'invalid_username',
        `<strong>Error:</strong> The username <strong>${escapeHtml(username)}</strong> is not registered on this site. If you are unsure of your username, try your email address instead.`,
      )
    }
    if (!checkPassword(password, user.password_hash)) {
      const lost = `<a href="${ctx.siteUrl}/my-account/lost-password/">Lost your password?</a>`
      throw fail(
        'incorrect_password',
        byEmail
          ? `<strong>Error:</strong> The password you entered for the email address <strong>${escapeHtml(username)}</strong> is incorrect. ${lost}`
          : `<strong>Error:</strong> The password you entered for the username <strong>${escapeHtml(username)}</strong> is incorrect. ${lost}`,
      )
    }
    return send(c, 200, {
      token: await issueToken(ctx, user.id),
      user_email: user.email,
      user_nicename: user.nicename,
      user_display_name: user.display_name,
    })
  })

  app.post('/wp-json/jwt-auth/v1/token/validate', async (c) => {
    const header = c.req.header('authorization')
    if (!header) throw new WpError('jwt_auth_no_auth_header', 'Authorization header not found.', 403)
    const token = bearerToken(header)
    if (!token) throw new WpError('jwt_auth_bad_auth_header', 'Authorization header malformed.', 403)
    await verifyToken(ctx, token)
    return send(c, 200, { code: 'jwt_auth_valid_token', data: { status: 200 } })
  })
}
