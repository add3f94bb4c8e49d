export type { ApiErrorBody, ApiMessages, FieldIssue } from './api-error'
export { ApiError, defaultApiMessages, errorOfAnswer, toApiError } from './api-error'
export type {
  ApiClient,
  ApiClientOptions,
  ApiFetch,
  ApiMethod,
  ApiQuery,
  ApiRequestOptions,
} from './create-api-client'
export { createApiClient } from './create-api-client'
