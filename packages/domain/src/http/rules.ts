/** Header that makes a POST safe to replay. */
export const IDEMPOTENCY_HEADER = 'idempotency-key'
