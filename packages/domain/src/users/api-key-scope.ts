import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';

/** What an API key may do: `read` keys only look; `write` keys do everything their user may. */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * Keys made without a scope get `write`: keys made before scopes existed had full access, and scripts that create
 * keys without asking keep working (docs/api-keys-and-account-deletion.md).
 */
export const DEFAULT_API_KEY_SCOPE: ApiKeyScope = 'write';

/**
 * Whether a request may go on: one that changes something needs a `write` key. `scope` is null for requests not
 * made with an API key (a browser session, or nobody), which this rule leaves to the others.
 */
export const checkApiKeyScope = (scope: ApiKeyScope | null, changesSomething: boolean): Result<null> =>
  scope === 'read' && changesSomething ? fail(errors.apiKeyScope) : ok(null);
