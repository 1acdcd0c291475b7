/**
 * The vocabulary of the role matrix (role-matrix.table.ts): its viewers, the states of the model a call is about, the
 * outcomes a cell may expect, and the helpers that write a row of cells the way spec §6 says it.
 */
export const VIEWERS = [
  'anonymous',
  'signedIn',
  'member',
  'owner',
  'otherOwner',
  'moderator',
  'muted',
] as const;
export type Viewer = (typeof VIEWERS)[number];

/** `scheduled` is scheduled for a time still in the future. */
export const STATES = ['published', 'scheduled', 'unpublished', 'violation', 'private', 'deleted'] as const;
export type State = (typeof STATES)[number];

/**
 * `ok`; `notFound` (404 NOT_FOUND, byte for byte the answer for a missing id); `signIn` (401
 * AUTH.SIGN_IN_REQUIRED); `forbidden` (403 AUTH.FORBIDDEN); `muted` (403 USER.MUTED); or `<status> <code>`.
 */
export type Outcome = 'ok' | 'notFound' | 'signIn' | 'forbidden' | 'muted' | `${number} ${string}`;
export type Cells = Record<Viewer, Outcome>;

export type Row =
  /** Depends on the state of one model: one set of cells per state. */
  | { about: 'model'; cells: (state: State) => Cells }
  /** Depends on no model (accounts, tags, the viewer's own things). */
  | { about: 'none'; cells: Cells };

export const each = (outcome: (viewer: Viewer) => Outcome): Cells =>
  Object.fromEntries(VIEWERS.map((viewer) => [viewer, outcome(viewer)])) as Cells;

/**
 * §6: anyone sees a published (or scheduled-and-due) model; non-owners see nothing else — a deleted model is
 * "removed" for them, an unpublished one not found; the owner sees their model unless it is deleted; a moderator
 * sees all.
 */
export const sees = (viewer: Viewer, state: State): boolean =>
  state === 'published' || viewer === 'moderator' || (viewer === 'owner' && state !== 'deleted');

/** What a viewer gets when not allowed an action on a model they can see. */
export const refusal = (viewer: Viewer): Outcome => (viewer === 'anonymous' ? 'signIn' : 'forbidden');

/** Shows what the viewer may see, not found otherwise. */
export const read = (state: State): Cells => each((viewer) => (sees(viewer, state) ? 'ok' : 'notFound'));

/**
 * §6 "Signed-in: likes, collects, tips, reports…", "Anonymous: … actions prompt login". Sign-in is asked before
 * anything is looked up, so an anonymous caller hears "sign in" whatever the model's state (a hidden model still
 * answers like a missing one: the test compares the two). The spec is silent on community actions on models that
 * are not published; the server's reading, kept here: a scheduled model takes them from its owner (it is about to
 * be public), and a moderator may act on any model that is not deleted; the owner of an unpublished, violation or
 * private model may not.
 */
export const community = (
  state: State,
  overrides: Partial<Cells> = {},
  mutedOutcome: Outcome = 'ok',
  /** The call looks the model up before asking an anonymous caller to sign in (spec silent on the order). */
  lookupFirst = false,
): Cells =>
  each((viewer) => {
    if (viewer === 'anonymous') return lookupFirst && !sees(viewer, state) ? 'notFound' : 'signIn';
    if (!sees(viewer, state)) return 'notFound';
    const mayAct =
      state === 'published' ||
      (viewer === 'owner' && state === 'scheduled') ||
      (viewer === 'moderator' && state !== 'deleted');
    if (!mayAct) return 'forbidden';
    if (viewer === 'muted') return mutedOutcome;
    return overrides[viewer] ?? 'ok';
  });

/** §6 Owner actions, which a moderator may also do ("everything an owner does"), in the given states. */
export const ownerAction = (
  state: State,
  allowed: readonly State[],
  moderatorAlso: readonly State[] = allowed,
): Cells =>
  each((viewer) => {
    if (!sees(viewer, state)) return 'notFound';
    if (viewer === 'owner' && allowed.includes(state)) return 'ok';
    if (viewer === 'moderator' && moderatorAlso.includes(state)) return 'ok';
    return refusal(viewer);
  });

/**
 * Calls about the complete draft v2. Issue 11: nobody but the owner and moderators sees a draft, so to everyone else
 * it answers like a missing id, before sign-in or permission refusals.
 */
export const draftOnly = (cells: Cells): Cells =>
  each((viewer) => (viewer === 'owner' || viewer === 'moderator' ? cells[viewer] : 'notFound'));

/** §6 Moderator-only actions, in the given states. */
export const moderatorAction = (state: State, allowed: readonly State[]): Cells =>
  each((viewer) => {
    if (!sees(viewer, state)) return 'notFound';
    if (viewer === 'moderator' && allowed.includes(state)) return 'ok';
    return refusal(viewer);
  });

export const LIVE: readonly State[] = ['published', 'scheduled', 'unpublished', 'violation', 'private'];
export const ALL: readonly State[] = [...LIVE, 'deleted'];

/**
 * §5 "Vault: only members can toggle; non-members get the vault upsell" — asked before the version is looked up,
 * so it says nothing about hidden versions. The member has no item of this version yet.
 */
export const membersOnVersion = (state: State): Cells =>
  each((viewer) => {
    if (viewer === 'anonymous') return 'signIn';
    if (viewer !== 'member') return '403 MEMBERSHIP.REQUIRED';
    return sees(viewer, state) ? 'ok' : 'notFound';
  });

/** The vault's own items: anyone signed in has a vault to read (a non-member's is empty, spec silent). */
export const ownVaultItems = (nonMembers: Outcome): Cells =>
  each((viewer) => (viewer === 'anonymous' ? 'signIn' : viewer === 'member' ? 'ok' : nonMembers));
export const signedInOnly = (overrides: Partial<Cells> = {}): Cells =>
  each((viewer) => (viewer === 'anonymous' ? 'signIn' : (overrides[viewer] ?? 'ok')));
export const everyone: Cells = each(() => 'ok');

export const model = (cells: (state: State) => Cells): Row => ({ about: 'model', cells });
export const none = (cells: Cells): Row => ({ about: 'none', cells });
