import { z } from 'zod'
import type { ApiCredentials, ApiFetch } from './create-api-client'

/** What an app's config.json looks like, for the messages. */
const EXAMPLE = '{ "apiUrl": "https://api.example.it" }'

/** scheme://host[:port], with at most a trailing slash: no path, query, fragment or user. */
const ORIGIN = /^(https?):\/\/([^\s/?#@:[\]]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?\/?$/i
const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' }

/** The origin `text` names, as browsers write it (lower case, no default port), or null. */
export function originOf(text: string): string | null {
  const match = ORIGIN.exec(text.trim())
  if (!match) return null
  const [, scheme = '', host = '', port] = match
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return null
  const lower = scheme.toLowerCase()
  const shown = port === undefined || port === DEFAULT_PORTS[lower] ? '' : `:${Number(port)}`
  return `${lower}://${host.toLowerCase()}${shown}`
}

/**
 * An app's config.json, the file beside its index.html that says where the API is. `apiUrl` is
 * the API server's origin ('https://api.example.it'); left out or blank, the API is on the app's
 * own origin (`/api`). Unknown keys are refused, so that a misspelt `apiURL` does not pass as
 * "same origin".
 */
export const appConfigSchema = z.strictObject(
  {
    apiUrl: z
      .string({ error: `apiUrl deve essere un testo tra virgolette, per esempio ${EXAMPLE}` })
      .transform((value, context) => {
        if (value.trim() === '') return undefined
        const origin = originOf(value)
        if (origin) return origin
        context.addIssue({
          code: 'custom',
          message: `apiUrl deve essere l'indirizzo del server dell'API, solo schema, nome e porta (http o https, senza percorso, ? o #), per esempio https://api.example.it; è «${value}»`,
        })
        return z.NEVER
      })
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `chiave sconosciuta ${issue.keys.map((key) => `«${key}»`).join(', ')}: l'unica chiave è apiUrl`
        : `deve essere un oggetto JSON, per esempio ${EXAMPLE}, oppure {} se l'API è su questo indirizzo`,
  },
)

export type AppConfig = z.infer<typeof appConfigSchema>

/** config.json could not be read, or says something that is not a configuration. */
export class AppConfigError extends Error {
  override readonly name = 'AppConfigError'
}

/**
 * Reads config.text as an app's configuration. Blank text is `{}`: the API on the app's own
 * origin. Throws an AppConfigError, in Italian, that says what is wrong and shows the right form.
 */
export function parseAppConfig(text: string, source = 'config.json'): AppConfig {
  if (text.trim() === '') return {}
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new AppConfigError(
      `${source} non è un JSON valido. Scrivi per esempio ${EXAMPLE}, oppure {} se l'API è su questo indirizzo.`,
    )
  }
  const parsed = appConfigSchema.safeParse(json)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => issue.message)
  throw new AppConfigError(`${source} non è valido: ${problems.join('; ')}.`)
}

interface ConfigAnswer {
  ok: boolean
  status: number
  headers: { get(name: string): string | null }
  text(): Promise<string>
}

/**
 * Fetches an app's config.json (`url`, beside its index.html) and reads it (parseAppConfig).
 * A missing file (404) is `{}`, and so is an HTML page answered in its place (a static host that
 * sends every unknown path to index.html): the API on the app's own origin, as before there was a
 * config file. Any other failure rejects with an AppConfigError.
 */
export async function readAppConfig(options: { url: string; fetch?: ApiFetch }): Promise<AppConfig> {
  const fetch = options.fetch ?? (globalThis as unknown as { fetch: ApiFetch }).fetch
  let answer: ConfigAnswer
  try {
    answer = await fetch(options.url, { credentials: 'same-origin' })
  } catch {
    throw new AppConfigError(
      `Impossibile leggere ${options.url}: controlla la connessione e ricarica la pagina.`,
    )
  }
  if (answer.status === 404) return {}
  if (!answer.ok)
    throw new AppConfigError(
      `Impossibile leggere ${options.url}: il server ha risposto ${answer.status}. Ricarica la pagina tra poco.`,
    )
  const text = await answer.text()
  if (/^text\/html\b/i.test(answer.headers.get('content-type') ?? '')) return {}
  return parseAppConfig(text, options.url)
}

/** Where an app sends its calls: createApiClient's `baseURL` and `credentials`. */
export interface ApiTarget {
  baseURL: string
  credentials: ApiCredentials
}

/**
 * The API an app's configuration names: `/api` with the cookie sent on the same origin, or the
 * configured origin's `/api` with the cookie sent across origins (`credentials: 'include'`; the
 * API must allow the app's origin, its APP_ORIGINS).
 */
export function apiTargetOf(config: AppConfig): ApiTarget {
  return config.apiUrl
    ? { baseURL: `${config.apiUrl}/api`, credentials: 'include' }
    : { baseURL: '/api', credentials: 'same-origin' }
}
