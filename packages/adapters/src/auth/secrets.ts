import { createHash, randomBytes } from 'node:crypto';

/** A session id or API key: 256 random bits, URL-safe. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a leaked database does not leak live sessions or keys. */
export const digestOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export const API_KEY_PREFIX = 'atl_';
export const newApiKey = (): string => `${API_KEY_PREFIX}${newSecret()}`;
