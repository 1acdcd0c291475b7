/** The seeded demo hub (docs/demo-data.md): fixed ids, names and one password for the named users. */
export const DEMO_PASSWORD = 'atelier-demo';

export type DemoUser =
  | 'moderator'
  | 'ada_lumen'
  | 'brushwork'
  | 'cinderfox'
  | 'deltawave'
  | 'emberline'
  | 'fablecraft'
  | 'member'
  | 'visitor'
  | 'muted';

export const LUMEN_REALISM = {
  id: 1,
  name: 'Lumen Realism',
  path: '/models/1/lumen-realism',
  owner: 'ada_lumen' satisfies DemoUser,
  /** Version ids by tab name; v4.0 beta (id 1) is a draft only its owner and moderators see. */
  versionIds: { 'v4.0 beta': 1, 'v3.0': 2, 'v2.1': 3, 'v2.0': 4, 'v1.0': 5 },
} as const;

/** Demo models by id (docs/demo-data.md): model 2 has every version in early access, model 5 is plain. */
export const INK_WASH = { id: 2 } as const;
export const PLAIN_MODEL = { id: 5 } as const;
/** Early access without a donation goal; `member` has bought none of its versions. */
export const PIXEL_SPRITE = { id: 3 } as const;

/**
 * Models the owner and moderator journeys change, one per journey, so no other journey sees the change (the hub is
 * shared by the run). Owners are named creators with the demo password.
 */
export const MANAGED = {
  /** Unpublished by its owner; version 12 has files and posts, so it can be scheduled. */
  schedule: { id: 6, owner: 'fablecraft', versionId: 12 },
  /** Published, four versions. */
  rearrange: { id: 22, owner: 'deltawave' },
  /** Published, four versions. */
  deleteVersion: { id: 31, owner: 'cinderfox' },
  archive: { id: 14, owner: 'fablecraft' },
  violation: { id: 15, owner: 'emberline' },
  lockComments: { id: 16, owner: 'deltawave' },
  softDelete: { id: 17, owner: 'fablecraft' },
  /** The owner also has a collection ("emberline's favourites") to showcase; model 26 is another creator's. */
  resources: { id: 23, owner: 'emberline', collection: "emberline's favourites", suggest: 26 },
} as const satisfies Record<string, { id: number; owner: DemoUser; [detail: string]: unknown }>;
