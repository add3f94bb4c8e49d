import { useParams } from 'react-router'
import { type DriverData, useDriverData } from './driver-data'
import type { DriverStop } from './driver-day'
import { stopOf } from './driver-day'
import type { OutboxEntry } from './outbox/outbox'

/** The stop named by the route's :orderId, the action the phone holds for it, and the day's data. */
export function useStop(): {
  stop: DriverStop | undefined
  entry: OutboxEntry | undefined
  data: DriverData
} {
  const { orderId } = useParams()
  const data = useDriverData()
  const id = Number(orderId)
  return { stop: stopOf(data.day, id), entry: data.entryOf(id), data }
}
