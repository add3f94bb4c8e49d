export { type Clock, clockFrom, type ManualClock, manualClock, parseInstant, systemClock } from './clock'
