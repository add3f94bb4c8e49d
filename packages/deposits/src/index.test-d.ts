import { expectTypeOf, test } from 'vitest'
import {
  creditForNextOrder,
  type EmptiesEvent,
  type EmptyKind,
  emptiesAccount,
  orderDeposit,
  type ParsedReturnable,
  parseReturnable,
  type Returnable,
} from './index'

test('the public types', () => {
  expectTypeOf<EmptyKind>().toEqualTypeOf<'bottiglia' | 'cassa'>()
  expectTypeOf(parseReturnable('')).toEqualTypeOf<ParsedReturnable>()
  const parsed = parseReturnable('')
  if (parsed.ok) expectTypeOf(parsed.returnable).toEqualTypeOf<Returnable>()
  else expectTypeOf(parsed.reason).toEqualTypeOf<string>()
  expectTypeOf(emptiesAccount([]).held.bottiglia).toEqualTypeOf<number>()
  expectTypeOf(creditForNextOrder([], 0).events).toExtend<readonly EmptiesEvent[]>()
  // @ts-expect-error a line needs its quantity
  orderDeposit([{ productId: 1 }])
  // @ts-expect-error an unknown kind of empty
  emptiesAccount([{ type: 'delivered', kind: 'fusto', count: 1, depositCents: 20 }])
})
