import type { DemoUser } from './demo';

/**
 * What one journey changes in the hub the whole run shares: the models (their state, settings, versions, gallery,
 * counters), the users (their balance, purchases, downloads, reviews) and the collections. Signing in as an owner to
 * act on a model changes the model, not the owner, so an owner may act in several journeys; a user whose own records
 * change belongs to one journey.
 */
export interface Claim {
  readonly models: readonly number[];
  readonly users: readonly DemoUser[];
  readonly collections: readonly string[];
}

/** Every pair of journeys that claim the same model, user or collection, one line each. */
export function conflictsOf(journeys: Record<string, Claim>): string[] {
  const owners = new Map<string, string>();
  const conflicts: string[] = [];
  for (const [journey, claim] of Object.entries(journeys)) {
    const things = [
      ...claim.models.map((id) => `model ${id}`),
      ...claim.users.map((user) => `user ${user}`),
      ...claim.collections.map((name) => `collection "${name}"`),
    ];
    for (const thing of things) {
      const owner = owners.get(thing);
      if (owner === undefined) owners.set(thing, journey);
      else conflicts.push(`${thing} is claimed by both "${owner}" and "${journey}"`);
    }
  }
  return conflicts;
}

/** The registry, refused at load (so in every worker, before any journey runs) when two journeys claim one thing. */
export function defineOwnership<const T extends Record<string, Claim>>(journeys: T): T {
  const conflicts = conflictsOf(journeys);
  if (conflicts.length > 0) {
    throw new Error(
      `Journeys share data (each must own what it changes; e2e/README.md):\n${conflicts.join('\n')}`,
    );
  }
  return journeys;
}

const none = [] as const;

/**
 * What each data-changing journey owns (e2e/README.md lists it for people). Ids come from the seeded demo hub
 * (docs/demo-data.md); owners are named creators with the demo password. A journey that only reads may look at a
 * claimed model or user, but must not depend on what its owner changes (others read `visitor`'s balance and
 * membership, which stay as seeded; only its download and review of model 5 change).
 */
export const OWNED = defineOwnership({
  /** Unpublished by its owner; version 12 has files and posts, so it can be scheduled. */
  schedule: { models: [6], users: none, collections: none, owner: 'fablecraft', versionId: 12 },
  /** Published, four versions. */
  rearrange: { models: [22], users: none, collections: none, owner: 'deltawave' },
  /** Published, four versions. */
  deleteVersion: { models: [31], users: none, collections: none, owner: 'cinderfox' },
  /** The owner's collection to showcase; model 26 is another creator's, only suggested (read). */
  resources: {
    models: [23],
    users: none,
    collections: ["emberline's favourites"],
    owner: 'emberline',
    collection: "emberline's favourites",
    suggest: 26,
  },
  archive: { models: [14], users: none, collections: none },
  /** A moderator takes it down with and without a tombstone, and brings it back; a tool looks its file up by hash. */
  tombstone: { models: [29], users: none, collections: none },
  violation: { models: [15], users: none, collections: none, owner: 'emberline' },
  /** Crossed Lines (seeded in violation, no review asked): its owner appeals, a moderator approves from /moderator. */
  appeal: { models: [8], users: none, collections: none, owner: 'fablecraft', name: 'Crossed Lines' },
  lockComments: { models: [16], users: none, collections: none },
  softDelete: { models: [17], users: none, collections: none, owner: 'fablecraft' },
  /** Painted Garden Hypernetwork (ada_lumen's): a moderator locks it; its owner's edit is refused (model-lock). */
  lock: { models: [45], users: none, collections: none, owner: 'ada_lumen' },
  /** Version 6 of Ink Wash LoRA has six posts, one more than can be pinned. */
  pins: { models: [2], users: none, collections: none, owner: 'brushwork', versionId: 6 },
  pinRollback: { models: [24], users: none, collections: none, owner: 'deltawave', versionId: 34 },
  hideUser: { models: [30], users: none, collections: none, versionId: 45, author: 'brisk_artist34' },
  prompts: { models: [43], users: none, collections: none, owner: 'brushwork', versionId: 78 },
  /** `member` buys download access to Pixel Sprite (early access, no donation goal; not bought yet). */
  earlyAccessPurchase: { models: [3], users: ['member'], collections: none },
  /** `visitor` downloads Velvet Styles (model 5) and reviews it, then takes the review back. */
  review: { models: [5], users: ['visitor'], collections: none },
  /** Golden Skyline Poses: its second version has 5 reviews and 1 post (with images) by other people. */
  deleteRestoreVersion: { models: [47], users: none, collections: none, owner: 'emberline' },
  /** Draft In Progress: its only version has no files; the journey uploads one to it (wizard step 2). */
  addFiles: { models: [20], users: none, collections: none, owner: 'brushwork' },
  /**
   * Golden Harbor LoCon 34 (one published version, no early access): a new account posts on version 54, reviews it
   * with a review post, edits and deletes its post (posts.spec.ts); `muted` is only refused, which changes nothing.
   */
  posts: { models: [34], users: none, collections: none, versionId: 54 },
  /** An anonymous download counts on Lumen Realism; nothing asserts its download counts. */
  anonymousDownload: { models: [1], users: none, collections: none },
  /**
   * A new account asks to be notified of Silent City (fablecraft's, one version); fablecraft publishes a second
   * version of it through the wizard and `cinderfox` tips the newcomer (its balance changes).
   */
  notifications: {
    models: [32],
    users: ['cinderfox'],
    collections: none,
    creator: 'fablecraft',
    tipper: 'cinderfox',
  },
  /**
   * A new account collects Wildcard Prompt Library (read, never changed: collecting moves no counter) into a collection
   * it creates from the Collect dialog, takes it out and puts it back, then edits, empties and deletes the collection.
   */
  collections: {
    models: [18],
    users: none,
    collections: ['Journey picks'],
    collection: 'Journey picks',
  },
  /**
   * Motion Flow Module (model 19): `deltawave` comments, replies, edits and deletes the reply; a moderator hides the
   * comment. `muted` is only refused there, which changes nothing.
   */
  discussion: { models: [19], users: ['deltawave'], collections: none },
  /**
   * Misty Forest Controlnet 36 (fablecraft's, published, no early access): a new account tips it with Buzz from a
   * voucher (buzz.spec.ts), which changes its tipped total and fablecraft's balance.
   */
  buzz: {
    models: [36],
    users: ['fablecraft'],
    collections: none,
    owner: 'fablecraft',
    modelName: 'Misty Forest Controlnet 36',
  },
  /**
   * Iron Harbor Poses 27 (one published version, 38): a new account posts on it, then deletes the account, which
   * hides the post (delete-account.spec.ts).
   */
  deleteAccount: { models: [27], users: none, collections: none, versionId: 38 },
  /** Exploration images (exploration-images.spec.ts): Painted City Mix 40 gets a prompt and its images are explored. */
  explorationImages: { models: [40], users: none, collections: none, owner: 'ada_lumen', versionId: 67 },
  /** Borrowed Style (11): a stalled prompt for "Too many requests" and the timeout text. */
  explorationLimits: { models: [11], users: none, collections: none, owner: 'deltawave', versionId: 17 },
  /** Vintage Film Archive (10): a moderator removes it from generation; the card goes, the server refuses. */
  explorationSwitch: { models: [10], users: none, collections: none, owner: 'cinderfox', versionId: 16 },
});
