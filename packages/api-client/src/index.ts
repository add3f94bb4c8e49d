export type { ApiErrorBody, ApiMessages, FieldIssue } from './api-error'
export { ApiError, defaultApiMessages, errorOfAnswer, toApiError } from './api-error'
export type { ApiTarget, AppConfig } from './app-config'
export {
  AppConfigError,
  apiTargetOf,
  appConfigSchema,
  parseAppConfig,
  readAppConfig,
} from './app-config'
export type {
  ApiClient,
  ApiClientOptions,
  ApiCredentials,
  ApiFetch,
  ApiMethod,
  ApiQuery,
  ApiRequestOptions,
} from './create-api-client'
export { createApiClient } from './create-api-client'
export { type RandomSource, requestId } from './request-id'
