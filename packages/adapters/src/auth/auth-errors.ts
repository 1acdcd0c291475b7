// The catalogue lives in the domain (shared/edge-errors.ts) so the web app and the CLI read the same codes and texts.
export { type AuthError, authErrors, passwordWeaknesses } from '@atelier/domain';
