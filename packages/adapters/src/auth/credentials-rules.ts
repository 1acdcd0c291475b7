import { API_KEY_SCOPES, DEFAULT_API_KEY_SCOPE } from '@atelier/domain';
import { z } from 'zod';
import { storableString } from '../storage/knex/storable-text.js';
import { authErrors } from './auth-errors.js';
import { passwordWeakness } from './password-policy.js';

/** What a username and a password may look like; shared by the tRPC procedures, the REST routes and the CLI. */
export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'A username has at least 3 characters.')
  .max(32, 'A username has at most 32 characters.')
  .regex(/^[A-Za-z0-9_-]+$/, 'A username uses letters, digits, _ and - only.');

export const passwordSchema = z
  .string()
  .min(8, 'A password has at least 8 characters.')
  .max(256, 'A password has at most 256 characters.');

/**
 * The credentials of a new account: besides the shapes above, the password must be hard to guess for this
 * username (password-policy.ts); the refusal names the password field with the catalogue's message.
 */
export const credentialsSchema = z
  .strictObject({ username: usernameSchema, password: passwordSchema })
  .superRefine(({ username, password }, ctx) => {
    const weakness = passwordWeakness(password, username);
    if (weakness !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: authErrors.weakPassword(weakness).message,
      });
  });
export type Credentials = z.output<typeof credentialsSchema>;

/** Signing in checks only the shape, so a rule change never locks out an existing account. */
export const signInSchema = z.strictObject({
  username: storableString().trim().min(1).max(64),
  password: z.string().min(1).max(256),
});

/** A label for an API key, so its owner can tell keys apart, and its scope (`write` when not given). */
export const apiKeyNameSchema = z.strictObject({
  name: storableString().trim().min(1).max(100),
  scope: z.enum(API_KEY_SCOPES).default(DEFAULT_API_KEY_SCOPE),
});

/** A password change: the current password (only its shape; the account checks it) and the new one. */
export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, 'Enter your current password.').max(256),
  newPassword: passwordSchema,
});

/** A reset link's token (`atelier user reset-password`) and the new password. */
export const resetPasswordSchema = z.strictObject({
  token: z.string().min(1).max(100),
  password: passwordSchema,
});
