/** What a person reads when the address search service fails. */
export const GEOCODE_UNAVAILABLE_MESSAGE = 'Servizio di ricerca indirizzi non disponibile'

/** Why a geocoding service gave no usable answer. */
export type GeocodeFailure = 'network' | 'http' | 'malformed'

/**
 * A geocoding service failed: it could not be reached, answered with an error status, or answered
 * something that is not the expected JSON. The message is for people (Italian); `failure`,
 * `status` and `cause` are for logs.
 */
export class GeocodeError extends Error {
  override readonly name = 'GeocodeError'
  readonly failure: GeocodeFailure
  /** The HTTP status of an error answer. */
  readonly status: number | undefined
  /** What went wrong, in the developer's words ('HTTP 500 from https://…/search'). */
  readonly detail: string

  constructor(failure: GeocodeFailure, options: { status?: number; cause?: unknown; detail?: string } = {}) {
    super(GEOCODE_UNAVAILABLE_MESSAGE, { cause: options.cause })
    this.failure = failure
    this.status = options.status
    this.detail = options.detail ?? ''
  }
}

/** Whether a value is a GeocodeError (also across copies of this package). */
export function isGeocodeError(value: unknown): value is GeocodeError {
  return value instanceof GeocodeError || (value instanceof Error && value.name === 'GeocodeError')
}
