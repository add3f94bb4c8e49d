import type { Hono } from 'hono'
import { hashPassword, sha256 } from '../auth'
import { type EmulatorContext, wpDates } from '../context'
import { body, type Env, query, send } from '../http'
import { getUser, saveUser, type UserDoc, userByEmail } from '../resources/customers'
import { WpError } from '../wp/errors'
import { ARGS } from '../wp/schemas'
import { validateArgs } from '../wp/validate'

const WOOCOMMERCE_META_KEYS = [
  'variable_product_tour_shown',
  'activity_panel_inbox_last_read',
  'activity_panel_reviews_last_read',
  'categories_report_columns',
  'coupons_report_columns',
  'customers_report_columns',
  'orders_report_columns',
  'products_report_columns',
  'revenue_report_columns',
  'taxes_report_columns',
  'variations_report_columns',
  'dashboard_sections',
  'dashboard_chart_type',
  'dashboard_chart_interval',
  'dashboard_leaderboard_rows',
  'order_attribution_install_banner_dismissed',
  'scheduled_updates_promotion_notice_dismissed',
  'homepage_layout',
  'homepage_stats',
  'task_list_tracked_started_tasks',
  'android_app_banner_dismissed',
  'launch_your_store_tour_hidden',
  'coming_soon_banner_dismissed',
]

/** wp/v2/users/me in the view or the edit context (the edit one never shows the password). */
function serializeMe(ctx: EmulatorContext, doc: UserDoc, edit: boolean) {
  const hash = sha256(doc.email.trim().toLowerCase())
  const avatar = (size: number) => `https://secure.gravatar.com/avatar/${hash}?s=${size}&d=mm&r=g`
  const common = {
    id: doc.id,
    name: doc.display_name,
    url: doc.url,
    description: doc.description,
    link: `${ctx.siteUrl}/author/${doc.nicename}/`,
    slug: doc.nicename,
  }
  const tail = {
    avatar_urls: { 24: avatar(24), 48: avatar(48), 96: avatar(96) },
    meta: edit ? { persisted_preferences: [] } : [],
    is_super_admin: false,
    woocommerce_meta: Object.fromEntries(WOOCOMMERCE_META_KEYS.map((key) => [key, ''])),
    _links: {
      self: [
        {
          href: `${ctx.siteUrl}/wp-json/wp/v2/users/${doc.id}`,
          targetHints: { allow: ['GET', 'POST', 'PUT', 'PATCH'] },
        },
      ],
      collection: [{ href: `${ctx.siteUrl}/wp-json/wp/v2/users` }],
    },
  }
  if (!edit) return { ...common, ...tail }
  const capabilities: Record<string, boolean> = { read: true, [doc.role]: true }
  return {
    id: doc.id,
    username: doc.username,
    name: doc.display_name,
    first_name: doc.first_name,
    last_name: doc.last_name,
    email: doc.email,
    url: doc.url,
    description: doc.description,
    link: common.link,
    locale: 'it_IT',
    nickname: doc.username,
    slug: doc.nicename,
    roles: [doc.role],
    registered_date: `${wpDates(doc.date_created).gmt}+00:00`,
    capabilities,
    extra_capabilities: { [doc.role]: true },
    ...tail,
  }
}

/**
 * wp/v2/users/me with the logged-in user of a JWT (rule 23): GET without a login is 401
 * rest_not_logged_in, POST without one 404 rest_user_invalid_id; POST changes the user and answers
 * in the edit context, never echoing the password.
 */
export function usersMeRoutes(app: Hono<Env>, ctx: EmulatorContext): void {
  const me = (c: { get(key: 'principal'): import('../auth').Principal }) => {
    const principal = c.get('principal')
    return principal.kind === 'user' ? getUser(ctx, principal.user.id) : null
  }

  app.get('/wp-json/wp/v2/users/me', (c) => {
    const doc = me(c)
    if (!doc) throw new WpError('rest_not_logged_in', 'You are not currently logged in.', 401)
    const args = validateArgs(ARGS.usersMe.get, query(c))
    return send(c, 200, serializeMe(ctx, doc, args.context === 'edit'), {
      Allow: 'GET, POST, PUT, PATCH, DELETE',
    })
  })

  app.on(['POST', 'PUT', 'PATCH'], '/wp-json/wp/v2/users/me', async (c) => {
    const doc = me(c)
    if (!doc) throw new WpError('rest_user_invalid_id', 'Invalid user ID.', 404)
    const input = await body(c)
    const args = validateArgs({ ...ARGS.usersMe.update, email: { type: 'string', format: 'email' } }, input, {
      requireRequired: false,
    })
    if (typeof args.email === 'string' && args.email !== doc.email) {
      const owner = userByEmail(ctx, args.email)
      if (owner && owner.id !== doc.id)
        throw new WpError('rest_user_invalid_email', 'Invalid email address.', 400)
      doc.email = args.email
    }
    if (typeof args.first_name === 'string') doc.first_name = args.first_name
    if (typeof args.last_name === 'string') doc.last_name = args.last_name
    if (typeof args.name === 'string') doc.display_name = args.name
    if (typeof args.description === 'string') doc.description = args.description
    if (typeof args.url === 'string') doc.url = args.url
    doc.date_modified = ctx.now().toISOString()
    const passwordHash =
      typeof args.password === 'string' && args.password !== '' ? hashPassword(args.password) : undefined
    saveUser(ctx, doc, passwordHash)
    return send(c, 200, serializeMe(ctx, doc, true), { Allow: 'GET, POST, PUT, PATCH, DELETE' })
  })
}
