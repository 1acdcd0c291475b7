import { ALL_BROWSING_LEVELS } from '../gallery/gallery-settings-rules.js';
import { errors } from '../shared/errors.js';
import { type DomainError, fail, ok, type Result } from '../shared/result.js';
import type { CreatorCardStat, FilePreference, User, Viewer } from './user.js';

/** What a file preference may name: the model formats, the two sizes and the usual precisions (spec §5). */
export const FILE_PREFERENCE_CHOICES = {
  format: ['SafeTensor', 'PickleTensor'],
  size: ['pruned', 'full'],
  fp: ['fp16', 'fp32', 'bf16', 'fp8'],
} as const satisfies Record<keyof FilePreference, readonly string[]>;

/** Every stat a creator card can show, in card order (display/creator-card-stats.ts shows them in this order). */
export const CREATOR_CARD_STAT_CHOICES = [
  'uploads',
  'followers',
  'likes',
  'downloads',
  'reactions',
  'generations',
] as const satisfies readonly CreatorCardStat[];

export const MAX_PROFILE_LINKS = 10;
const MAX_LINK_LENGTH = 2000;

/** The settings a user changes on /user/account; each is optional, and what is left out stays as it was. */
export type AccountSettingsChange = Partial<{
  filePreferences: FilePreference;
  browsingLevel: number;
  disablePoi: boolean;
  disableMinor: boolean;
  creatorCardStatsPreferences: CreatorCardStat[];
  links: string[];
}>;

/** The settings as the account page shows them. */
export type AccountSettings = Pick<
  User,
  | 'filePreferences'
  | 'browsingLevel'
  | 'disablePoi'
  | 'disableMinor'
  | 'creatorCardStatsPreferences'
  | 'links'
>;

export const accountSettingsOf = (user: User): AccountSettings => ({
  filePreferences: user.filePreferences,
  browsingLevel: user.browsingLevel,
  disablePoi: user.disablePoi,
  disableMinor: user.disableMinor,
  creatorCardStatsPreferences: user.creatorCardStatsPreferences,
  links: user.links,
});

/** The levels a viewer sees: their own choice, or every level for anonymous visitors (spec §5). */
export const viewerBrowsingLevel = (viewer: Viewer): number => viewer?.browsingLevel ?? ALL_BROWSING_LEVELS;

/** What a read asking for `requested` levels shows this viewer: only the levels both allow. */
export const browsingLevelFor = (viewer: Viewer, requested: number = ALL_BROWSING_LEVELS): number =>
  requested & viewerBrowsingLevel(viewer);

/** A browsing level is a non-empty set of the five level bits. */
export const isBrowsingLevel = (level: number): boolean =>
  Number.isInteger(level) && level > 0 && (level & ~ALL_BROWSING_LEVELS) === 0;

// scheme://host[:port][/path?query#fragment]; no user info (`user@host` misleads about where a link goes).
const WEB_ADDRESS =
  /^(https?):\/\/([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(:\d{1,5})?([/?#][^\s]*)?$/i;

/**
 * A profile link as it is stored and shown: an absolute http(s) address (scheme and host lower-cased) and the site
 * it names, without `www.`. Anything else — a relative path, `javascript:`, `mailto:`, a bare domain — is refused.
 */
export const profileLink = (
  text: string,
): Result<{ url: string; domain: string }, DomainError<'SETTINGS.INVALID_LINK'>> => {
  const trimmed = text.trim();
  const match = trimmed.length <= MAX_LINK_LENGTH ? WEB_ADDRESS.exec(trimmed) : null;
  const [, scheme, host, port, rest] = match ?? [];
  if (
    scheme === undefined ||
    host === undefined ||
    (!host.includes('.') && host.toLowerCase() !== 'localhost')
  )
    return fail(errors.invalidProfileLink(trimmed));
  if (port !== undefined && Number(port.slice(1)) > 65_535) return fail(errors.invalidProfileLink(trimmed));
  const lowerHost = host.toLowerCase();
  return ok({
    url: `${scheme.toLowerCase()}://${lowerHost}${port ?? ''}${rest?.startsWith('/') ? rest : `/${rest ?? ''}`}`,
    domain: lowerHost.replace(/^www\./, ''),
  });
};

type SettingsError = DomainError<
  | 'SETTINGS.INVALID_LINK'
  | 'SETTINGS.TOO_MANY_LINKS'
  | 'SETTINGS.INVALID_BROWSING_LEVEL'
  | 'SETTINGS.INVALID_FILE_PREFERENCE'
>;

const checkFilePreference = (preference: FilePreference): Result<FilePreference, SettingsError> => {
  for (const key of ['format', 'size', 'fp'] as const) {
    const choices: readonly string[] = FILE_PREFERENCE_CHOICES[key];
    if (!choices.includes(preference[key]))
      return fail(errors.invalidFilePreference(key, choices.join(', ')));
  }
  return ok({ format: preference.format, size: preference.size, fp: preference.fp });
};

const checkLinks = (links: readonly string[]): Result<User['links'], SettingsError> => {
  const parsed: User['links'] = [];
  for (const text of links) {
    if (text.trim() === '') continue;
    const link = profileLink(text);
    if (!link.ok) return link;
    if (!parsed.some((known) => known.url === link.value.url)) parsed.push(link.value);
  }
  return parsed.length > MAX_PROFILE_LINKS ? fail(errors.tooManyProfileLinks(MAX_PROFILE_LINKS)) : ok(parsed);
};

/**
 * The user with `change` applied, every field checked first: one refused field changes nothing. Blank links are
 * dropped, repeated ones kept once; the card's stats are kept in card order.
 */
export const applyAccountSettings = (
  user: User,
  change: AccountSettingsChange,
): Result<User, SettingsError> => {
  let next: User = { ...user };
  if (change.filePreferences !== undefined) {
    const preference = checkFilePreference(change.filePreferences);
    if (!preference.ok) return preference;
    next = { ...next, filePreferences: preference.value };
  }
  if (change.browsingLevel !== undefined) {
    if (!isBrowsingLevel(change.browsingLevel)) return fail(errors.invalidBrowsingLevel);
    next = { ...next, browsingLevel: change.browsingLevel };
  }
  if (change.links !== undefined) {
    const links = checkLinks(change.links);
    if (!links.ok) return links;
    next = { ...next, links: links.value };
  }
  if (change.creatorCardStatsPreferences !== undefined) {
    const chosen = change.creatorCardStatsPreferences;
    next = {
      ...next,
      creatorCardStatsPreferences: CREATOR_CARD_STAT_CHOICES.filter((stat) => chosen.includes(stat)),
    };
  }
  if (change.disablePoi !== undefined) next = { ...next, disablePoi: change.disablePoi };
  if (change.disableMinor !== undefined) next = { ...next, disableMinor: change.disableMinor };
  return ok(next);
};
