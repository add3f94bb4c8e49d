/**
 * A WordPress REST error: `{ code, message, data: { status, ... } }`, answered with HTTP status
 * `data.status` (rule 1 of the reference README).
 */
export class WpError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }

  toBody() {
    return { code: this.code, message: this.message, data: { status: this.status, ...this.extra } }
  }
}

export const noRoute = () =>
  new WpError('rest_no_route', 'No route was found matching the URL and request method.', 404)
