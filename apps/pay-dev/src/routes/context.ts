import type { ForcedErrors } from '../forced-errors';
import type { IdempotencyGuard } from '../idempotency';
import type { PayContext } from '../payments';

/** What every route module gets from buildPayDevServer. */
export interface RouteContext extends PayContext {
  secretKey: string;
  clientKey: string;
  /** Scope of idempotency keys: derived from the secret key, so keys of different secret keys never meet. */
  idempotencyScope: string;
  idempotency: IdempotencyGuard;
  forcedErrors: ForcedErrors;
}
