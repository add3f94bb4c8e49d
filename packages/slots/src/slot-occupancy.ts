/** What one van can carry in one slot: orders, and optionally crates and kilograms. */
export interface VanCapacity {
  /** How many orders the van delivers in the slot. */
  orders: number
  /** How many crates it carries; absent: no crate limit. */
  crates?: number | undefined
  /** How many kilograms it carries; absent: no weight limit. */
  kg?: number | undefined
}

/** What a slot's orders, or one order, add up to. */
export interface SlotLoad {
  orders: number
  crates?: number | undefined
  kg?: number | undefined
}

/** The crates and kilograms of the order being placed. */
export interface OrderLoad {
  crates?: number | undefined
  kg?: number | undefined
}

/**
 * The orders booked for one slot of one van on one date, added up (one row per date, slot and
 * vehicle; several rows for the same ones are added together).
 */
export interface SlotBooking extends SlotLoad {
  /** The delivery date, 'YYYY-MM-DD'. */
  date: string
  /** The slot label (compared after normalizeSlotLabel). */
  slot: string
  /** The van (FilteredSlot's vehicle). */
  vehicle: string | null
}

/** How full a slot is: 'open', 'few' places left ('Ultimi posti') or 'full' ('Esaurita'). */
export type OccupancyState = 'open' | 'few' | 'full'

/** slotOccupancy's answer: the state and the orders that still fit. */
export interface SlotOccupancy {
  state: OccupancyState
  /** The orders that still fit (0 when full); null when the capacity is unlimited. */
  remaining: number | null
}

/** 'few' from this many remaining orders down. */
const FEW_ORDERS = 2
/** 'few' from this share of the capacity's orders down. */
const FEW_SHARE = 0.2

const amount = (value: number | undefined) => (value === undefined ? 0 : value)

/** Whether one dimension (crates or kg) takes no more of the wanted order. */
function overLimit(
  limit: number | undefined,
  booked: number | undefined,
  wanted: number | undefined,
): boolean {
  if (limit === undefined || limit === null) return false
  const total = amount(booked)
  // `!(a < b)` rather than `a >= b`: an unreadable number (NaN) counts as full.
  return !(total < limit) || !(total + amount(wanted) <= limit)
}

/**
 * How full a slot is for one van. With no capacity (undefined) a slot is unlimited: 'open',
 * remaining null. Otherwise:
 *
 * - 'full' when no order fits any more (booked orders ≥ capacity orders), or when crates or kg have
 *   a limit that the booked ones already reach, or that the wanted order would exceed;
 * - 'few' when 2 orders or fewer remain, or 20 % of the capacity's orders or fewer (so a van of 20
 *   shows 'Ultimi posti' from 4 left);
 * - 'open' otherwise.
 *
 * `remaining` is the number of orders that still fit, 0 when full. Numbers that cannot be read
 * (NaN) count as full: the slot is never offered on data that cannot be checked.
 *
 * @example
 * ```ts
 * slotOccupancy({ orders: 10 }, { orders: 3 }) // { state: 'open', remaining: 7 }
 * slotOccupancy({ orders: 10 }, { orders: 8 }) // { state: 'few', remaining: 2 }
 * slotOccupancy({ orders: 10, crates: 40 }, { orders: 5, crates: 36 }, { crates: 6 }) // { state: 'full', remaining: 0 }
 * slotOccupancy(undefined, { orders: 99 }) // { state: 'open', remaining: null }
 * ```
 */
export function slotOccupancy(
  capacity: VanCapacity | undefined,
  booked: SlotLoad,
  wanted?: OrderLoad,
): SlotOccupancy {
  if (capacity === undefined || capacity === null) return { state: 'open', remaining: null }
  const remaining = capacity.orders - amount(booked?.orders)
  if (
    !(remaining >= 1) ||
    overLimit(capacity.crates, booked?.crates, wanted?.crates) ||
    overLimit(capacity.kg, booked?.kg, wanted?.kg)
  ) {
    return { state: 'full', remaining: 0 }
  }
  const left = Math.floor(remaining)
  const few = left <= FEW_ORDERS || left <= capacity.orders * FEW_SHARE
  return { state: few ? 'few' : 'open', remaining: left }
}
