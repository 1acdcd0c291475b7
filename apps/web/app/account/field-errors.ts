import type { ApiFailure } from '../api/failure';

export type AccountFieldName = 'username' | 'password';
export type FieldErrors = Partial<Record<AccountFieldName, string>>;

const isAccountField = (path: string): path is AccountFieldName => path === 'username' || path === 'password';

/** The server's refusals that belong to one field: validation issues, and a username someone already has. */
export const fieldErrorsOf = (failure: ApiFailure): FieldErrors => {
  if (failure.reaction === 'usernameTaken') return { username: failure.message };
  const errors: FieldErrors = {};
  for (const issue of failure.issues) {
    if (isAccountField(issue.path)) errors[issue.path] ??= issue.message;
  }
  return errors;
};
