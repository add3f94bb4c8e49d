import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api'
import type { RescheduleAnswer } from './api/reschedule'
import {
  choiceRefused,
  failedDeliverySentence,
  movedSentence,
  readRescheduleTarget,
  rescheduleScreen,
} from './reschedule-state'

const read = (search: string) => readRescheduleTarget(new URLSearchParams(search))

describe('readRescheduleTarget', () => {
  it('reads the mail’s link', () =>
    expect(read('?ordine=812&chiave=wc_order_abc')).toEqual({ id: '812', key: 'wc_order_abc' }))
  it('reads an order without its key (a customer’s, by the session)', () => {
    expect(read('?ordine=812')).toEqual({ id: '812', key: null })
    expect(read('?ordine=812&chiave=')).toEqual({ id: '812', key: null })
  })
  it('names no order for a missing, empty or malformed number', () => {
    for (const search of [
      '',
      '?chiave=x',
      '?ordine=',
      '?ordine=abc',
      '?ordine=-3',
      '?ordine=1e3',
      '?ordine=1234567890123',
    ])
      expect(read(search).id, search).toBeNull()
  })
})

const answer = (open: boolean): RescheduleAnswer =>
  ({
    order: { id: 812, number: '812' },
    open,
    zone: { id: 'zona-1', name: 'Japigia' },
    failed: { date: '2026-11-25', reason: 'non c’era nessuno all’indirizzo' },
  }) as RescheduleAnswer

const signedOut = { isAuthenticated: false, isLoading: false }
const signedIn = { isAuthenticated: true, isLoading: false }
const target = { id: '812', key: 'wc_order_abc' }
const notFound = new ApiError(404, 'not_found', 'Ordine non trovato')

describe('rescheduleScreen', () => {
  const screen = (over: Partial<Parameters<typeof rescheduleScreen>[0]>) =>
    rescheduleScreen({ target, data: undefined, error: null, auth: signedOut, moved: null, ...over })

  it('asks nothing for an address without an order', () =>
    expect(screen({ target: { id: null, key: 'x' } })).toEqual({ kind: 'no-order' }))
  it('waits for the order', () => expect(screen({})).toEqual({ kind: 'loading' }))
  it('offers the choice while the order waits for it, and says when it does not', () => {
    expect(screen({ data: answer(true) })).toEqual({ kind: 'waiting', answer: answer(true) })
    expect(screen({ data: answer(false) })).toEqual({ kind: 'not-waiting', answer: answer(false) })
  })
  it('confirms the move once made, whatever the order says since', () =>
    expect(screen({ data: answer(false), moved: answer(false) })).toMatchObject({ kind: 'moved' }))
  it('offers the login when the order is not found and nobody is signed in', () =>
    expect(screen({ error: notFound })).toEqual({ kind: 'sign-in' }))
  it('waits for the session before offering it', () =>
    expect(screen({ error: notFound, auth: { isAuthenticated: false, isLoading: true } })).toEqual({
      kind: 'loading',
    }))
  it('says the API’s words otherwise', () => {
    expect(screen({ error: notFound, auth: signedIn })).toEqual({
      kind: 'failed',
      message: 'Ordine non trovato',
    })
    const down = new ApiError(503, 'shop_unavailable', 'Il negozio non risponde. Riprova tra poco.')
    expect(screen({ error: down })).toEqual({ kind: 'failed', message: down.message })
    const badKey = new ApiError(400, 'invalid_request', "La chiave dell'ordine non è valida")
    expect(screen({ error: badKey })).toEqual({ kind: 'failed', message: badKey.message })
  })
})

describe('the sentences', () => {
  it('says when and why the driver could not deliver', () =>
    expect(failedDeliverySentence({ date: '2026-11-25', reason: 'non c’era nessuno all’indirizzo' })).toBe(
      'L’autista è passato mercoledì 25 novembre 2026 ma non ha potuto consegnarlo: non c’era nessuno all’indirizzo.',
    ))
  it('says where the delivery moved', () => {
    expect(movedSentence({ date: '2026-11-27', slot: '10:00 - 11:00' })).toBe(
      'Consegna spostata a venerdì 27 novembre 2026, fascia 10:00 - 11:00.',
    )
    expect(movedSentence({ date: null, slot: null })).toBe('Consegna spostata.')
  })
})

describe('choiceRefused', () => {
  const refusal = (code: string) => new ApiError(409, code, 'x')
  it('sends the customer back to the slot or the day', () => {
    expect(choiceRefused(refusal('slot_full'))).toBe('slot')
    expect(choiceRefused(refusal('slot_unavailable'))).toBe('slot')
    expect(choiceRefused(refusal('date_unavailable'))).toBe('date')
  })
  it('reads the order again when nothing is left to choose', () => {
    expect(choiceRefused(refusal('already_rescheduled'))).toBe('order')
    expect(choiceRefused(refusal('not_reschedulable'))).toBe('order')
  })
  it('leaves other failures to their message', () => {
    expect(choiceRefused(new ApiError(0, 'network', 'x'))).toBeNull()
    expect(choiceRefused(new Error('x'))).toBeNull()
  })
})
