export { parseRange, startS3Dev, type S3Dev, type S3DevOptions } from './app';
export {
  DEFAULT_ACCESS_KEY_ID,
  DEFAULT_BUCKETS,
  DEFAULT_HOST,
  DEFAULT_MAX_OBJECT_BYTES,
  DEFAULT_PORT,
  DEFAULT_REGION,
  DEFAULT_SECRET_ACCESS_KEY,
  loadConfig,
  type S3DevConfig,
} from './config';
export { S3Error } from './errors';
export { MAX_CLOCK_SKEW_MS, verifySignature } from './sigv4';
export { assertObjectKey, ObjectStore, type ObjectMeta } from './store';
