// The catalogue lives in the domain (shared/edge-errors.ts) so the web app and the CLI read the same codes and texts.
export { type HttpError, httpErrors } from '@atelier/domain';
