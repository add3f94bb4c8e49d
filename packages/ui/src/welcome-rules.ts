/*
 * The welcome dialog's words, timings and storage rule (SPEC.md sections 2, 4 and 9), apart from
 * the dialog itself: an app checks the dismissal without loading the dialog (and Radix Dialog).
 */

/** The welcome dialog closes by itself after this long (SPEC.md section 9). */
export const WELCOME_AUTO_CLOSE_MS = 7000
/** Its progress bar starts filling this long after opening, then fills over WELCOME_AUTO_CLOSE_MS. */
export const WELCOME_PROGRESS_DELAY_MS = 50
/** The three feature lines, in order (SPEC.md section 2). */
export const WELCOME_FEATURES = [
  'Interfaccia moderna, pulita e più veloce',
  'Funzionalità migliorate per ordini e pagamenti',
  'Esperienza più intuitiva su mobile e desktop',
] as const

/** The local-storage key that records the dismissal: '{brand}-new-site-modal-dismissed'. */
export function welcomeDismissedKey(brand: string): string {
  return `${brand}-new-site-modal-dismissed`
}

/** The title of the welcome dialog: 'Benvenuto nel nuovo sito di {brand}'. */
export function welcomeTitle(brand: string): string {
  return `Benvenuto nel nuovo sito di ${brand}`
}

/** The part of Web Storage the welcome dialog uses. */
export type WelcomeStorage = Pick<Storage, 'getItem' | 'setItem'>
