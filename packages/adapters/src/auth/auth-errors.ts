/** Failures of accounts and authentication; stable codes like the domain catalogue's (docs/adr/0002). */
export const authErrors = {
  invalidCredentials: {
    code: 'AUTH.INVALID_CREDENTIALS',
    message: 'The username or password is incorrect.',
  },
  usernameTaken: { code: 'AUTH.USERNAME_TAKEN', message: 'This username is already taken.' },
  banned: { code: 'AUTH.BANNED', message: 'This account has been banned.' },
  invalidApiKey: { code: 'AUTH.INVALID_API_KEY', message: 'This API key is not valid.' },
  csrf: {
    code: 'AUTH.CSRF',
    message: 'This request was refused because it did not come from the site.',
  },
} as const;

export type AuthError = (typeof authErrors)[keyof typeof authErrors];
