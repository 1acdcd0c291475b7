import { authErrors, errors } from '@atelier/domain';
import type { ApiFailure } from '../api/failure';

/** The fields of /user/account a refusal can belong to. */
export type SettingsField =
  | 'filePreferences'
  | 'browsingLevel'
  | 'links'
  | 'creatorCardStatsPreferences'
  | 'currentPassword'
  | 'newPassword'
  | 'password';

const FIELD_OF_CODE: Partial<Record<string, SettingsField>> = {
  [errors.invalidProfileLink('').code]: 'links',
  [errors.tooManyProfileLinks(0).code]: 'links',
  [errors.invalidBrowsingLevel.code]: 'browsingLevel',
  [errors.invalidFilePreference('', '').code]: 'filePreferences',
  [authErrors.wrongPassword.code]: 'currentPassword',
};

const FIELDS: readonly SettingsField[] = [
  'filePreferences',
  'browsingLevel',
  'links',
  'creatorCardStatsPreferences',
  'currentPassword',
  'newPassword',
  'password',
];

/**
 * Which field a refusal is about: the catalogue's settings and password codes, or a validation issue's path
 * (`links.2` is the links field). A weak password belongs to the form's one new-password field (`passwordField`).
 */
export const fieldErrorsOf = (
  failure: ApiFailure,
  passwordField: 'newPassword' | 'password' = 'newPassword',
): Partial<Record<SettingsField, string>> => {
  if (failure.code === authErrors.weakPassword('').code) return { [passwordField]: failure.message };
  const byCode = failure.code ? FIELD_OF_CODE[failure.code] : undefined;
  if (byCode) return { [byCode]: failure.message };
  const found: Partial<Record<SettingsField, string>> = {};
  for (const issue of failure.issues) {
    const field = FIELDS.find((name) => issue.path === name || issue.path.startsWith(`${name}.`));
    if (field) found[field] ??= issue.message;
  }
  return found;
};
