import { AppConfigError, apiTargetOf, readAppConfig } from '@shop/api-client'
import { setApiTarget } from '../lib/api'

/**
 * The storefront on an origin of its own (README, 'On its own origin'): reads the config.json the
 * page preloads and sends every call to the API it names. Loaded only by a page that preloads one
 * (main.tsx), so that the usual page, served with its API, waits for nothing. Resolves to false,
 * with the problem shown in the page in Italian, when the file cannot be read or is wrong.
 */
export async function applyRuntimeConfig(url: string, root: Element): Promise<boolean> {
  try {
    setApiTarget(apiTargetOf(await readAppConfig({ url })))
    return true
  } catch (error) {
    const problem = document.createElement('main')
    problem.style.cssText =
      'max-width: 40rem; margin: 2rem auto; padding: 0 1rem; font-family: system-ui, sans-serif'
    const title = document.createElement('h1')
    title.textContent = 'Il negozio non può aprirsi'
    const message = document.createElement('p')
    message.setAttribute('role', 'alert')
    message.textContent = error instanceof AppConfigError ? error.message : String(error)
    problem.append(title, message)
    root.replaceChildren(problem)
    return false
  }
}
