export { buildPayDevServer, type PayDevInfo, type PayDevServer, type PayDevServerOptions } from './app';
export { CARD_COMPANIES, luhnValid, maskCardNumber, TEST_CARDS, type CardBehavior, type TestCard } from './cards';
export { ControllableClock, systemClock, toKstIso, type Clock, type ControllableClockOptions } from './clock';
export {
  DEFAULT_BASE_URL,
  DEFAULT_CLIENT_KEY,
  DEFAULT_HOST,
  DEFAULT_MID,
  DEFAULT_PORT,
  DEFAULT_SECRET_KEY,
  DEFAULT_WEBHOOK_SECRET,
  DEFAULT_WEBHOOK_URL,
  loadConfig,
  type PayDevConfig,
} from './config';
export { ERRORS, TossError, type KnownErrorCode } from './errors';
export { FORCED_PATHS, TIMEOUT_AFTER_COMMIT, TIMEOUT_BEFORE_COMMIT, type ForcedPath } from './forced-errors';
export { IDEMPOTENCY_TTL_MS, MAX_IDEMPOTENCY_KEY_LENGTH } from './idempotency';
export { AUTH_KEY_TTL_MS, PAYMENT_API_VERSION } from './payments';
export {
  DEFAULT_TOLERANCE_SECONDS,
  generateWebhookSecret,
  signWebhook,
  verifyWebhook,
  webhookHeaders,
  WebhookVerificationError,
  type HeaderSource,
  type VerifiedWebhook,
  type VerifyOptions,
  type WebhookHeaders,
} from './standard-webhooks';
export { WEBHOOK_RETRY_DELAYS_MINUTES, type WebhookAttemptReport } from './webhooks';
