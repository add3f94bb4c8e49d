import { z } from 'zod'
import { dayNumberOfIso } from './delivery-date-label'

const isoDateSchema = (what: string) =>
  z
    .string({ error: `${what} è un testo nella forma AAAA-MM-GG, per esempio 2026-12-24` })
    .refine((date) => dayNumberOfIso(date) !== null, {
      error: `${what} non è una data reale: usa la forma AAAA-MM-GG, per esempio 2026-12-24`,
    })

/**
 * A closure: days (from … to, both included) on which some zones, or all of them, get no
 * deliveries. Dates are real calendar dates 'YYYY-MM-DD' with `to` not before `from`; `zoneIds`
 * absent or empty closes every zone; the reason (1 to 120 characters, trimmed) is shown to the
 * customer. Its messages are in Italian, for the operator who enters closures.
 *
 * @example
 * ```ts
 * const result = closureSchema.safeParse({ from: '2026-08-10', to: '2026-08-09', reason: 'Ferie' })
 * if (!result.success) console.log(result.error.issues[0]?.message)
 * // 'La data di fine non può venire prima della data di inizio (2026-08-10)'
 * ```
 */
export const closureSchema = z
  .object({
    id: z.string({ error: "L'id della chiusura è un testo" }).optional(),
    from: isoDateSchema('La data di inizio'),
    to: isoDateSchema('La data di fine'),
    zoneIds: z
      .array(
        z
          .string({ error: "L'id di una zona è un testo come zona-1718000000000" })
          .trim()
          .min(1, "L'id di una zona non può essere vuoto"),
        { error: 'Le zone chiuse sono una lista di id di zona (lasciala vuota per chiudere tutte le zone)' },
      )
      .optional(),
    reason: z
      .string({ error: 'Il motivo della chiusura è un testo, per esempio "Chiusura per ferie"' })
      .trim()
      .min(1, 'Il motivo della chiusura è obbligatorio, per esempio "Chiusura per ferie"')
      .max(120, 'Il motivo della chiusura è troppo lungo (massimo 120 caratteri)'),
  })
  .superRefine((closure, ctx) => {
    // Only when both dates are real: otherwise their own message says what is wrong.
    if (dayNumberOfIso(closure.from) === null || dayNumberOfIso(closure.to) === null) return
    if (closure.to < closure.from) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `La data di fine non può venire prima della data di inizio (${closure.from})`,
      })
    }
  })

/**
 * Days without deliveries: `from` to `to` ('YYYY-MM-DD', both included; equal for one day), for
 * the zones of `zoneIds` (absent or empty: all zones), with the reason shown to the customer.
 */
export interface Closure extends z.infer<typeof closureSchema> {}
