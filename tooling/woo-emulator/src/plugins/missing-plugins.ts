import type { Hono } from 'hono'
import type { EmulatorContext, InstalledPlugins } from '../context'
import type { Env } from '../http'
import { noRoute } from '../wp/errors'

/** Where each optional plugin answers. */
const PLUGIN_PATHS: Record<keyof InstalledPlugins, string[]> = {
  orddd: ['/wp-json/orddd/*'],
  phoneLogin: ['/wp-json/custom/v1/phone-login'],
  portal: ['/timeslot.php'],
  // A status, not a route: the orders' argument checks read it (wp/schemas.ts orderArgs).
  shopStatuses: [],
}

/** What WordPress serves for a URL it has no page for: its theme's 404 page, as HTML. */
function notFoundPage(): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="it-IT">',
    '<head><meta charset="UTF-8"><title>Pagina non trovata &#8211; Bari Bevande</title></head>',
    '<body class="error404">',
    '<main id="main"><h1 class="page-title">Oops! Questa pagina non può essere trovata.</h1>',
    '<p>Sembra che non ci sia nulla qui. Prova con una ricerca.</p></main>',
    '</body>',
    '</html>',
  ].join('\n')
}

/**
 * A store without a plugin (REAL-STORE-DIFFERENCES row 15): its REST routes answer 404
 * rest_no_route "No route was found matching the URL and request method." (after the usual
 * authentication, as WordPress routes), and the portal's timeslot.php is WordPress's 404 page
 * (HTML). Registered before the plugins' routes; `ctx.plugins` says which are installed.
 */
export function missingPluginRoutes(app: Hono<Env>, ctx: EmulatorContext): void {
  for (const [plugin, paths] of Object.entries(PLUGIN_PATHS) as [keyof InstalledPlugins, string[]][]) {
    for (const path of paths) {
      app.use(path, async (c, next) => {
        if (ctx.plugins[plugin]) return next()
        if (path.startsWith('/wp-json')) throw noRoute()
        return c.html(notFoundPage(), 404)
      })
    }
  }
}
