import { type ApiErrorBody, ApiError as ClientApiError } from '@shop/api-client'
import { MSG } from './messages'

/**
 * An error the API answers with: an HTTP status, a stable code and an Italian message. The apps'
 * client reads the same class back from the body (`@shop/api-client`'s ApiError, whose `issues`
 * are the refused `fields`).
 */
export class ApiError extends ClientApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly extra: {
      fields?: Record<string, string>
      headers?: Record<string, string>
      data?: unknown
    } = {},
  ) {
    const issues = extra.fields
      ? Object.entries(extra.fields).map(([path, text]) => ({ path, message: text }))
      : undefined
    super(status, code, message, issues)
  }

  /** The answer's body, as every refused /api/* call has it. */
  toBody(): ApiErrorBody {
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
