/** The Italian messages of checkItalianIban, exact (the admin screen and the API show them). */
export const IBAN_MESSAGES = {
  missing: "Scrivi l'IBAN del conto",
  characters: "L'IBAN può contenere solo lettere, cifre e spazi",
  notItalian: "L'IBAN deve essere di un conto italiano: inizia con IT",
  length: (found: number) => `Un IBAN italiano ha 27 caratteri, spazi esclusi: questo ne ha ${found}`,
  shape:
    "L'IBAN non ha la forma di un IBAN italiano: IT, 2 cifre di controllo, una lettera (CIN), ABI e CAB di 5 cifre e il numero di conto di 12 caratteri",
  checksum: "L'IBAN non è valido: le cifre di controllo non tornano. Controlla di averlo copiato bene",
} as const

/** IT, 2 check digits, the CIN letter, ABI and CAB (5 digits each), the account number (12 letters or digits). */
const ITALIAN_SHAPE = /^IT\d{2}[A-Z]\d{10}[A-Z0-9]{12}$/

/** An IBAN as typed (any case, spaces anywhere) without its spaces, in capitals. */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase()
}

/** ISO 13616's check: the first four characters moved to the end, letters as 10..35, modulo 97 is 1. */
export function hasValidIbanChecksum(iban: string): boolean {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`
  let remainder = 0
  for (const char of moved) {
    const value = Number.parseInt(char, 36)
    if (Number.isNaN(value)) return false
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97
  }
  return remainder === 1
}

export type IbanCheck = { ok: true; iban: string } | { ok: false; message: string }

/**
 * An Italian IBAN as an operator types it: 'IT', 27 characters once spaces are taken out, the
 * Italian layout and ISO 13616's mod-97 check. The answer is the IBAN normalised (capitals, no
 * spaces: 'IT60X0542811101000000123456'), or the Italian reason it is refused.
 */
export function checkItalianIban(input: unknown): IbanCheck {
  if (typeof input !== 'string' || input.trim() === '') return { ok: false, message: IBAN_MESSAGES.missing }
  if (!/^[A-Za-z0-9\s]+$/.test(input)) return { ok: false, message: IBAN_MESSAGES.characters }
  const iban = normalizeIban(input)
  if (!iban.startsWith('IT')) return { ok: false, message: IBAN_MESSAGES.notItalian }
  if (iban.length !== 27) return { ok: false, message: IBAN_MESSAGES.length(iban.length) }
  if (!ITALIAN_SHAPE.test(iban)) return { ok: false, message: IBAN_MESSAGES.shape }
  if (!hasValidIbanChecksum(iban)) return { ok: false, message: IBAN_MESSAGES.checksum }
  return { ok: true, iban }
}

/** An IBAN in groups of four, as it is printed for people: 'IT60 X054 2811 1010 0000 0123 456'. */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ')
}
