import type { AccountState, Model } from '../models/model.js';
import type { Viewer } from '../users/user.js';

/**
 * Who a viewer is with respect to one model. A signed-in viewer has one base role (muted replaces user or member,
 * so a muted member is not granted what muting takes away) plus owner and moderator when they apply.
 */
export const ROLES = ['anonymous', 'muted', 'user', 'member', 'owner', 'moderator'] as const;
export type Role = (typeof ROLES)[number];

/** The state of a model as the policy sees it; a scheduled model whose time has come counts as published. */
export const MODEL_STATES = [
  'published',
  'scheduled',
  'unpublished',
  'violation',
  'draft',
  'private',
  'deleted',
] as const;
export type ModelState = (typeof MODEL_STATES)[number];

const ALL = MODEL_STATES;
const NOT_DELETED = MODEL_STATES.filter((state) => state !== 'deleted');
const PUBLIC = ['published'] as const;
const VISIBLE_TO_OWNER = ['published', 'scheduled'] as const;
const UNPUBLISHED = ['unpublished', 'draft', 'scheduled'] as const;

type Cells = Partial<Record<Role, readonly ModelState[]>>;

const visitors = (states: readonly ModelState[], extra: Cells = {}): Cells => ({
  anonymous: states,
  muted: states,
  user: states,
  member: states,
  owner: NOT_DELETED,
  moderator: ALL,
  ...extra,
});
const signedIn = (extra: Cells = {}): Cells => ({
  muted: PUBLIC,
  user: PUBLIC,
  member: PUBLIC,
  owner: VISIBLE_TO_OWNER,
  moderator: NOT_DELETED,
  ...extra,
});
const owners = (states: readonly ModelState[], moderatorStates: readonly ModelState[] = states): Cells => ({
  owner: states,
  moderator: moderatorStates,
});
const moderators = (states: readonly ModelState[] = ALL): Cells => ({ moderator: states });

/** Spec §6 as one table: action → role → the model states in which that role may do it. */
export const POLICY = {
  'model.view': visitors(PUBLIC),
  'model.download': visitors(PUBLIC),
  'model.like': signedIn(),
  'model.collect': signedIn(),
  'model.tip': signedIn(),
  'model.report': signedIn({ owner: PUBLIC }),
  'model.review': signedIn({ muted: [] }),
  'model.comment': signedIn({ muted: [] }),
  /** The owner adds showcase posts before the model is public too: publishing needs a post (spec §5). */
  'model.post': signedIn({ muted: [], owner: NOT_DELETED }),
  'model.notify': signedIn(),
  'model.donate': signedIn(),
  'model.purchaseEarlyAccess': signedIn(),
  'model.vault': signedIn(),
  'model.followCreator': signedIn(),

  /** Every version, and files that are not public. */
  'model.seeAllVersions': owners(NOT_DELETED, ALL),
  'model.edit': owners(NOT_DELETED),
  'model.addVersion': owners(NOT_DELETED),
  'model.reorderVersions': owners(NOT_DELETED),
  'model.deleteVersion': owners(NOT_DELETED),
  /** Add, edit and remove a version's files. */
  'model.manageFiles': owners(NOT_DELETED),
  'model.publish': owners(UNPUBLISHED, [...UNPUBLISHED, 'violation']),
  'model.publishVersion': owners(VISIBLE_TO_OWNER),
  'model.publishPrivate': owners(['private']),
  'model.unpublish': owners(VISIBLE_TO_OWNER),
  'model.delete': owners(NOT_DELETED),
  'model.setShowcase': owners(NOT_DELETED),
  'model.manageResources': owners(NOT_DELETED),
  'model.moderateGallery': owners(NOT_DELETED),
  'model.managePrompts': owners(NOT_DELETED),
  'model.requestReview': { owner: ['violation'] },
  'model.requestVersionReview': { owner: ['published', 'scheduled', 'unpublished', 'draft'] },

  'model.lookup': moderators(),
  'model.unpublishViolation': moderators(VISIBLE_TO_OWNER),
  'model.restore': moderators(['deleted']),
  /** A soft-deleted version of a model that is not deleted itself (restore the model first). */
  'model.restoreVersion': moderators(NOT_DELETED),
  'model.deletePermanently': moderators(),
  'model.toggleCannotPromote': moderators(NOT_DELETED),
  'model.rescan': moderators(),
  'model.lock': moderators(NOT_DELETED),
  'model.lockComments': moderators(NOT_DELETED),
  'model.toggleSearchable': moderators(NOT_DELETED),
  'model.changeMode': moderators(NOT_DELETED),
  'model.hideContentByTags': moderators(NOT_DELETED),
  'model.migrateToCollection': moderators(NOT_DELETED),
  'model.viewBasic': moderators(),
  'model.enqueueNsfwLevelUpdate': moderators(NOT_DELETED),
  'model.bustCache': moderators(),
  'model.toggleGeneration': moderators(NOT_DELETED),
  'model.seeNsfwLine': moderators(),
  /** The model's history; owners read it without moderators' private notes (docs/moderation.md). */
  'model.viewAuditLog': owners(NOT_DELETED, ALL),
  /** Approve or decline the owner's review request (the moderator workspace). */
  'model.answerReview': moderators(NOT_DELETED),
} as const satisfies Record<string, Cells>;

export type Action = keyof typeof POLICY;
export const ACTIONS = Object.keys(POLICY) as Action[];

export const rolesOf = (viewer: Viewer, ownerId: number): Role[] => {
  if (viewer === null || viewer.banned) return ['anonymous'];
  const roles: Role[] = [viewer.muted ? 'muted' : viewer.isMember ? 'member' : 'user'];
  if (viewer.id === ownerId) roles.push('owner');
  if (viewer.isModerator) roles.push('moderator');
  return roles;
};

export const modelStateOf = (
  model: Pick<Model, 'status' | 'availability' | 'deletedAt' | 'publishedAt'>,
  now: Date,
): ModelState => {
  if (model.deletedAt !== null || model.status === 'Deleted') return 'deleted';
  if (model.availability === 'Private') return 'private';
  switch (model.status) {
    case 'Published':
      return 'published';
    case 'Scheduled':
      return model.publishedAt !== null && model.publishedAt <= now ? 'published' : 'scheduled';
    case 'UnpublishedViolation':
      return 'violation';
    case 'Unpublished':
      return 'unpublished';
    case 'Draft':
      return 'draft';
  }
};

/** The model fields the policy reads. */
export type PolicyModel = Pick<
  Model,
  'userId' | 'status' | 'availability' | 'deletedAt' | 'publishedAt' | 'locked'
> & {
  author: AccountState;
};

/** A deleted or banned author takes their models out of sight: only moderators still reach them (spec §6). */
const isAuthorGone = (author: AccountState): boolean => author.deletedAt !== null || author.banned;

/**
 * Whether lists and cards of people (user search, following, creator card, profile) show this account to this
 * viewer. A gone account (`isAuthorGone`) is missing like an unknown one, except that moderators still find banned
 * accounts, which they may have to act on; deleted ones (the escrow's system user too) nobody finds.
 */
export const isAccountShown = (viewer: Viewer, account: AccountState): boolean =>
  !isAuthorGone(account) ||
  (account.deletedAt === null && viewer !== null && rolesOf(viewer, viewer.id).includes('moderator'));

/**
 * The one question every use case asks before acting on a model. Models of gone authors allow nothing to anyone but
 * moderators, so every refusal of theirs answers like a missing model (see `authorize`).
 */
export const isAllowed = (action: Action, viewer: Viewer, model: PolicyModel, now: Date): boolean => {
  const cells: Cells = POLICY[action];
  const state = modelStateOf(model, now);
  const roles = rolesOf(viewer, model.userId);
  const reachable = !isAuthorGone(model.author) || roles.includes('moderator');
  return reachable && roles.some((role) => cells[role]?.includes(state) ?? false);
};
