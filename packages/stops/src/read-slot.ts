/** A slot label read as times: the label in the shop's form, its start and end in minutes after midnight. */
export interface SlotTimes {
  /** The label in the shop's 'HH:MM - HH:MM' form: '9:00-10:00' → '09:00 - 10:00'. */
  readonly label: string
  readonly start: number
  readonly end: number
}

// One time: '9:00', '09.00' (24-hour, minutes required), or '10:00 AM', '10 PM', '2:30 p.m.'.
const TIME = String.raw`(\d{1,2})(?:[:.](\d{2}))?(?:\s*([AaPp])\.?\s*[Mm]\.?)?`
const LABEL = new RegExp(String.raw`^${TIME}\s*[-–—]\s*${TIME}$`)

function minutes(hours: string, mins: string | undefined, meridiem: string | undefined): number | null {
  const h = Number(hours)
  const m = mins === undefined ? 0 : Number(mins)
  if (m > 59) return null
  if (meridiem === undefined) {
    // A 24-hour time needs its minutes, so that a bare '9-10' is not taken for a time range.
    if (mins === undefined || h > 24 || (h === 24 && m > 0)) return null
    return h * 60 + m
  }
  if (h < 1 || h > 12) return null
  return ((h % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0)) * 60 + m
}

const clock = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`

/**
 * A slot label as times, null when it is not a time range ('mattina', '', a non-string). Reads the
 * forms @shop/slots' normalizeSlotLabel reads, 24-hour ('9:00-10:00', '09.00 - 10.00') and 12-hour
 * ('10:00 AM - 12:00 PM', orddd's store format), both ends on the same clock. Not part of the public API.
 */
export function readSlot(label: unknown): SlotTimes | null {
  if (typeof label !== 'string') return null
  const match = LABEL.exec(label.trim())
  if (!match) return null
  const [, h1, m1, p1, h2, m2, p2] = match
  if (h1 === undefined || h2 === undefined || (p1 === undefined) !== (p2 === undefined)) return null
  const start = minutes(h1, m1, p1)
  const end = minutes(h2, m2, p2)
  if (start === null || end === null || start >= 24 * 60) return null
  return { label: `${clock(start)} - ${clock(end)}`, start, end }
}
