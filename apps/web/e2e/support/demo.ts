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

/** A plain published model with two versions (docs/demo-data.md); the review journey owns it (support/owned.ts). */
export const PLAIN_MODEL = { id: 5 } as const;

/**
 * A published poi model (a real person) that no journey changes: the account-settings journey hides it with
 * disablePoi in an account of its own. (Famous Face LoRA, model 15, is poi too, but the violation journey owns it.)
 */
export const POI_MODEL = { id: 13, name: 'Depth Guide Controlnet' } as const;
