import { FORM_LIMITS } from '@shop/forms'

/** The password rules of DECISIONS.md section 2.7 (the server checks them again). */
export const PASSWORD_MIN = FORM_LIMITS.passwordMin
export const PASSWORD_MAX = FORM_LIMITS.passwordMax

export interface PasswordStrength {
  /** 0 too short, 1 weak, 2 fair, 3 good, 4 strong. */
  score: 0 | 1 | 2 | 3 | 4
  label: string
  /** One suggestion to make it stronger, when there is one. */
  hint: string | null
}

const LABELS = ['Troppo corta', 'Debole', 'Discreta', 'Buona', 'Ottima'] as const

/** Passwords found first in every leaked list, and words anyone around Bari would try. */
const COMMON = [
  'password',
  'qwerty',
  'asdfgh',
  'abc123',
  '123456',
  'iloveyou',
  'ciaociao',
  'amore',
  'juventus',
  'napoli',
  'bari',
  'forzabari',
  'acqua',
  'birra',
  'vino',
  'admin',
  'welcome',
]

/** Runs of 4 or more consecutive or repeated characters (1234, abcd, aaaa, 4321). */
function hasRun(password: string): boolean {
  let up = 1
  let down = 1
  let same = 1
  for (let i = 1; i < password.length; i++) {
    const step = password.charCodeAt(i) - password.charCodeAt(i - 1)
    up = step === 1 ? up + 1 : 1
    down = step === -1 ? down + 1 : 1
    same = step === 0 ? same + 1 : 1
    if (up >= 4 || down >= 4 || same >= 4) return true
  }
  return false
}

/**
 * A quick estimate of a password's strength for the meter on the registration and password
 * screens: length and variety of characters, less for common words, runs and the shopper's own
 * name or email. (A hint for the shopper, not a rule: only the length is enforced.)
 */
export function passwordStrength(password: string, personal: readonly string[] = []): PasswordStrength {
  if (password.length < PASSWORD_MIN) {
    return {
      score: 0,
      label: LABELS[0],
      hint: `Usa almeno ${PASSWORD_MIN} caratteri (ne mancano ${PASSWORD_MIN - password.length}).`,
    }
  }
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length
  let points = (password.length >= 12 ? 2 : password.length >= 10 ? 1 : 0) + (classes - 1)
  const lower = password.toLowerCase()
  const words = personal
    .flatMap((value) => value.toLowerCase().split(/[@.\s_-]+/))
    .filter((word) => word.length >= 3)
  const common = COMMON.some((word) => lower.includes(word))
  const ownName = words.some((word) => lower.includes(word))
  const run = hasRun(lower)
  if (common) points -= 2
  if (ownName) points -= 2
  if (run) points -= 1
  // A password with a known weakness is never rated the best, however long.
  const ceiling = common || ownName || run ? 3 : 4
  const score = Math.max(1, Math.min(ceiling, points)) as 1 | 2 | 3 | 4
  let hint: string | null = null
  if (common) hint = 'Evita parole e sequenze che usano in tanti, come «password» o «123456».'
  else if (ownName) hint = 'Evita il tuo nome o la tua email nella password.'
  else if (run) hint = 'Evita sequenze come «1234» o «aaaa».'
  else if (score < 4 && password.length < 12)
    hint = 'Allungala: 12 caratteri o più la rendono molto più sicura.'
  else if (score < 4) hint = 'Mescola maiuscole, minuscole, numeri e simboli.'
  return { score, label: LABELS[score], hint }
}
