import { describe, expect, it } from 'vitest'
import { type CutoffRules, cutoffRulesSchema } from './cutoff-rules-schema'
import { DEFAULT_CUTOFF_RULES } from './default-cutoff-rules'

const messages = (value: unknown) => {
  const result = cutoffRulesSchema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('cutoffRulesSchema', () => {
  it('fills what is left out with the defaults', () => {
    expect(cutoffRulesSchema.parse({})).toEqual(DEFAULT_CUTOFF_RULES)
    expect(DEFAULT_CUTOFF_RULES).toEqual({ sameDay: false, nextDayUntil: {}, minHoursBeforeSlot: 0 })
    expect(Object.isFrozen(DEFAULT_CUTOFF_RULES)).toBe(true)
    const rules: CutoffRules = cutoffRulesSchema.parse({
      nextDayUntil: { 1: '18:00', '6': null },
      minHoursBeforeSlot: 2.5,
    })
    expect(rules).toEqual({ sameDay: false, nextDayUntil: { 1: '18:00', 6: null }, minHoursBeforeSlot: 2.5 })
  })

  it('says in Italian what is wrong and shows the right form', () => {
    expect(messages({ nextDayUntil: { 1: '6 pm', 2: '24:00' } })).toEqual([
      'nextDayUntil.1: L\'orario limite si scrive "HH:MM" (da 00:00 a 23:59), per esempio "18:00"',
      'nextDayUntil.2: L\'orario limite si scrive "HH:MM" (da 00:00 a 23:59), per esempio "18:00"',
    ])
    const weekdays =
      'nextDayUntil: Gli orari limite vanno per giorno della settimana: chiavi da 0 (domenica) a 6 (sabato), per esempio { "5": "18:00" }'
    expect(messages({ nextDayUntil: { 7: '18:00' } })).toEqual([weekdays])
    expect(messages({ nextDayUntil: { lunedì: '18:00' } })).toEqual([weekdays])
    expect(messages({ nextDayUntil: '18:00' })).toEqual([weekdays])
    expect(messages({ nextDayUntil: { 3: 1800 } })).toEqual([
      'nextDayUntil.3: L\'orario limite è un testo "HH:MM", per esempio "18:00", oppure null',
    ])
    expect(messages({ sameDay: 'sì', minHoursBeforeSlot: -1 })).toEqual([
      'sameDay: Le consegne in giornata si attivano con true o si disattivano con false',
      'minHoursBeforeSlot: Il preavviso minimo non può essere negativo',
    ])
    expect(messages({ minHoursBeforeSlot: 169 })).toEqual([
      'minHoursBeforeSlot: Il preavviso minimo è al massimo 168 ore (una settimana)',
    ])
    expect(messages({ minHoursBeforeSlot: '2' })).toEqual([
      'minHoursBeforeSlot: Il preavviso minimo è un numero di ore, per esempio 2',
    ])
  })
})
