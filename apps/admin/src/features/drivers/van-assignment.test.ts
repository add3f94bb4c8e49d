import { describe, expect, it } from 'vitest'
import { assignmentMessage, driverChoices } from './van-assignment'

const mario = { userId: 7, name: 'Mario Rossi' }
const anna = { userId: 9, name: 'Anna Bianchi' }

describe('assignmentMessage', () => {
  it('names who drives the van now', () => {
    const before = [{ vehicle: 'Fiorino', driver: null }]
    expect(assignmentMessage(before, [{ vehicle: 'Fiorino', driver: mario }], 'Fiorino')).toBe(
      'Fiorino: guida Mario Rossi',
    )
  })

  it('says which van the driver left (the API takes them off any other van of the day)', () => {
    const before = [
      { vehicle: 'Fiorino', driver: anna },
      { vehicle: 'Molisia', driver: mario },
    ]
    const after = [
      { vehicle: 'Fiorino', driver: mario },
      { vehicle: 'Molisia', driver: null },
    ]
    expect(assignmentMessage(before, after, 'Fiorino')).toBe('Fiorino: guida Mario Rossi (lascia Molisia)')
  })

  it('says when a van is left without a driver', () => {
    expect(
      assignmentMessage(
        [{ vehicle: 'Fiorino', driver: mario }],
        [{ vehicle: 'Fiorino', driver: null }],
        'Fiorino',
      ),
    ).toBe('Fiorino: nessun autista')
  })
})

describe('driverChoices', () => {
  it('offers the roster, and keeps a van’s driver who is no longer on it', () => {
    const roster = [{ ...anna, email: 'anna@example.it', phone: '' }]
    expect(driverChoices(roster, null)).toEqual([anna])
    expect(driverChoices(roster, anna)).toEqual([anna])
    expect(driverChoices(roster, mario)).toEqual([anna, mario])
  })
})
