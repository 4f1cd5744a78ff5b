import { createSecretKey, type KeyObject } from 'node:crypto';

const keys = new Map<string, KeyObject>();

/**
 * The HS256 key of a JWT secret, built once. jsonwebtoken turns a string secret into a KeyObject
 * on every sign and verify; on the hot path (every /api request verifies a token) that was about
 * a tenth of the server's CPU.
 */
export function signingKeyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}
