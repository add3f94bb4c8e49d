/** A slot's start and end, in minutes after midnight (end 1440 for '24:00'). */
export interface SlotTimes {
  start: number
  end: number
}

// One time: '9:00', '09.00', '10:00 AM', '10 PM', '2:30 p.m.'; the meridiem letter is captured.
const TIME = String.raw`(\d{1,2})(?:[:.](\d{2}))?(?:\s*([AaPp])\.?\s*[Mm]\.?)?`
const LABEL = new RegExp(String.raw`^${TIME}\s*[-–—]\s*${TIME}$`)

function minutes(hours: string | undefined, mins: string | undefined, meridiem: string | undefined) {
  if (hours === undefined) return null
  const h = Number(hours)
  const m = mins === undefined ? 0 : Number(mins)
  if (m > 59) return null
  if (meridiem === undefined) {
    // 24-hour times need their minutes ('9:00'), so that a bare '9-10' is not read as a time.
    if (mins === undefined || h > 24 || (h === 24 && m !== 0)) return null
    return h * 60 + m
  }
  if (h < 1 || h > 12) return null
  const pm = meridiem.toLowerCase() === 'p'
  return ((h % 12) + (pm ? 12 : 0)) * 60 + m
}

/**
 * The start and end of a slot label in minutes, or null when the label is not a time range.
 * Reads 24-hour ('9:00-10:00', '09.00 - 10.00') and 12-hour ('10:00 AM - 12:00 PM') labels; both
 * ends must use the same clock. Not part of the public API.
 */
export function parseSlotTimes(label: unknown): SlotTimes | null {
  if (typeof label !== 'string') return null
  const match = LABEL.exec(label.trim())
  if (!match) return null
  const [, h1, m1, p1, h2, m2, p2] = match
  if ((p1 === undefined) !== (p2 === undefined)) return null
  const start = minutes(h1, m1, p1)
  const end = minutes(h2, m2, p2)
  if (start === null || end === null || start === 24 * 60) return null
  return { start, end }
}

const clock = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`

/**
 * A slot label in the shop's 'HH:MM - HH:MM' 24-hour form: '9:00-10:00' -> '09:00 - 10:00',
 * '10:00 AM - 12:00 PM' (orddd's 12-hour store format; 12 AM is 00, 12 PM is 12) -> '10:00 - 12:00'.
 * A label that cannot be read as a time range comes back trimmed as given ('' for a non-string).
 *
 * @example
 * ```ts
 * normalizeSlotLabel('9:00-10:00') // '09:00 - 10:00'
 * normalizeSlotLabel('10:00 AM - 12:00 PM') // '10:00 - 12:00'
 * ```
 */
export function normalizeSlotLabel(label: string): string {
  if (typeof label !== 'string') return ''
  const times = parseSlotTimes(label)
  return times ? `${clock(times.start)} - ${clock(times.end)}` : label.trim()
}
