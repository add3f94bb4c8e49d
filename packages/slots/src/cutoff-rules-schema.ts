import { z } from 'zod'
import { CLOCK_TIME_PATTERN } from './default-cutoff-rules'

const limitSchema = z
  .string({ error: 'L\'orario limite è un testo "HH:MM", per esempio "18:00", oppure null' })
  .regex(CLOCK_TIME_PATTERN, 'L\'orario limite si scrive "HH:MM" (da 00:00 a 23:59), per esempio "18:00"')
  .nullable()
  .optional()

const WEEKDAY_KEYS_MESSAGE =
  'Gli orari limite vanno per giorno della settimana: chiavi da 0 (domenica) a 6 (sabato), per esempio { "5": "18:00" }'

/**
 * The rules on how late a slot can be ordered (isPastCutoff), with Italian messages for the
 * operator. `sameDay` (default false) lets today's slots be ordered today. `nextDayUntil` (default
 * {}) maps the weekday of the day the order is placed (0 = Sunday … 6 = Saturday, in Rome) to the
 * Rome time 'HH:MM' until which tomorrow's slots can be ordered; null closes tomorrow on that
 * weekday, a missing weekday has no limit. `minHoursBeforeSlot` (0 to 168, default 0) is the
 * notice in hours between the order and the slot's start.
 *
 * @example
 * ```ts
 * cutoffRulesSchema.parse({ nextDayUntil: { 1: '18:00', 6: null } })
 * // { sameDay: false, nextDayUntil: { 1: '18:00', 6: null }, minHoursBeforeSlot: 0 }
 * cutoffRulesSchema.safeParse({ nextDayUntil: { 1: '6 pm' } }).error?.issues[0]?.message
 * // 'L'orario limite si scrive "HH:MM" (da 00:00 a 23:59), per esempio "18:00"'
 * ```
 */
export const cutoffRulesSchema = z.object({
  sameDay: z
    .boolean({ error: 'Le consegne in giornata si attivano con true o si disattivano con false' })
    .default(false),
  nextDayUntil: z
    .strictObject(
      {
        0: limitSchema,
        1: limitSchema,
        2: limitSchema,
        3: limitSchema,
        4: limitSchema,
        5: limitSchema,
        6: limitSchema,
      },
      { error: WEEKDAY_KEYS_MESSAGE },
    )
    .default({}),
  minHoursBeforeSlot: z
    .number({ error: 'Il preavviso minimo è un numero di ore, per esempio 2' })
    .min(0, 'Il preavviso minimo non può essere negativo')
    .max(168, 'Il preavviso minimo è al massimo 168 ore (una settimana)')
    .default(0),
})

/**
 * How late a slot can be ordered (cutoffRulesSchema): same-day orders or not, the per-weekday
 * Rome time until which tomorrow can be ordered, and the minimum notice in hours.
 */
export interface CutoffRules extends z.infer<typeof cutoffRulesSchema> {}
