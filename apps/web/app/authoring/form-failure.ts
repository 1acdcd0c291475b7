import type { ApiFailure } from '../api/failure';

/** The server's refusal of one input field (`issues` of a validation failure), shown by that field. */
export const issueAt = (failure: ApiFailure | null, path: string): string | null =>
  failure?.issues.find((issue) => issue.path === path)?.message ?? null;
