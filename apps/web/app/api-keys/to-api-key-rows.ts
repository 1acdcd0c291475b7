import type { ApiKeyScope } from '@atelier/domain';

/** A key as `auth.listApiKeys` sends it (never the key itself). */
export type ApiKeyRecordView = {
  id: number;
  name: string;
  prefix: string;
  scope: ApiKeyScope;
  createdAt: Date;
  lastUsedAt: Date | null;
};

export type ApiKeyRow = {
  id: number;
  name: string;
  /** The first characters of the key, to tell it apart from the one in a script: `atk_3f9a1c…`. */
  prefix: string;
  scope: string;
  created: { iso: string; text: string };
  lastUsed: { iso: string; text: string } | null;
};

// UTC, so the server's HTML and the browser's first render read the same.
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const dateView = (date: Date) => ({ iso: date.toISOString(), text: day.format(date) });

export const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: 'Read',
  write: 'Read and write',
};

export const SCOPE_DESCRIPTIONS: Record<ApiKeyScope, string> = {
  read: 'Queries and downloads only: anything that changes something is refused.',
  write: 'Everything you can do, including changes, uploads and spending Buzz.',
};

/** The list's rows, as the page shows them. */
export const toApiKeyRows = (keys: readonly ApiKeyRecordView[]): ApiKeyRow[] =>
  keys.map((key) => ({
    id: key.id,
    name: key.name,
    prefix: `${key.prefix}…`,
    scope: SCOPE_LABELS[key.scope],
    created: dateView(key.createdAt),
    lastUsed: key.lastUsedAt === null ? null : dateView(key.lastUsedAt),
  }));
