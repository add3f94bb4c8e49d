import { MSG } from './messages'

/** An error the API answers with: an HTTP status, a stable code and an Italian message. */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: {
      fields?: Record<string, string>
      headers?: Record<string, string>
      data?: unknown
    } = {},
  ) {
    super(message)
  }

  toBody() {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.extra.fields ? { fields: this.extra.fields } : {}),
        ...(this.extra.data !== undefined ? { data: this.extra.data } : {}),
      },
    }
  }
}

export const notFound = (message: string = MSG.notFound) => new ApiError(404, 'not_found', message)
export const forbidden = (message: string = MSG.forbidden) => new ApiError(403, 'forbidden', message)
export const unauthorized = (message: string = MSG.loginRequired) =>
  new ApiError(401, 'login_required', message)
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, 'invalid_request', message, fields ? { fields } : {})
