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

/**
 * A WP_Error made with a bare number as its data (`new WP_Error(code, message, 400)`), as some
 * WooCommerce controllers do: WordPress finds no `status` in it, so it answers HTTP 500 whatever
 * the number says, and the body's `data` is that number (reference/order-refunds.json).
 */
export class WpBareDataError extends WpError {
  constructor(
    code: string,
    message: string,
    readonly data: number,
  ) {
    super(code, message, 500)
  }

  override toBody() {
    return { code: this.code, message: this.message, data: this.data } as unknown as ReturnType<
      WpError['toBody']
    >
  }
}
