import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_BROWSING_LEVELS } from '../gallery/gallery-settings-rules.js';
import { aUser } from '../testing/index.js';
import type { User } from '../users/user.js';
import { seesPublicModelPage } from './public-model-page.js';

const VIEWER_ID = 7;

/** A signed-in account with every setting at its default, as sign-up makes it. */
const fresh = (): User => ({ ...aUser().named('reader').build(), id: VIEWER_ID });

/** The parts of an account that change what the model page's server render shows. */
const viewerArbitrary = fc.record({
  isModerator: fc.boolean(),
  muted: fc.boolean(),
  banned: fc.boolean(),
  disablePoi: fc.boolean(),
  disableMinor: fc.boolean(),
  browsingLevel: fc.integer({ min: 1, max: ALL_BROWSING_LEVELS }),
  format: fc.constantFrom('SafeTensor', 'PickleTensor'),
  size: fc.constantFrom('pruned', 'full'),
  fp: fc.constantFrom('fp16', 'fp32', 'bf16'),
  isMember: fc.boolean(),
  owner: fc.constantFrom<number | null>(VIEWER_ID, 99, null),
});

describe('seesPublicModelPage', () => {
  it('gives a new account the public page of a model someone else owns, member or not', () => {
    expect(seesPublicModelPage(fresh(), 99)).toBe(true);
    expect(seesPublicModelPage({ ...fresh(), isMember: true }, 99)).toBe(true);
    expect(seesPublicModelPage(fresh(), null)).toBe(true);
  });

  it('renders the page for the viewer as soon as any one thing of theirs changes the render', () => {
    fc.assert(
      fc.property(viewerArbitrary, ({ owner, format, size, fp, ...settings }) => {
        const viewer: User = { ...fresh(), ...settings, filePreferences: { format, size, fp } };
        const ownDefaults =
          owner !== VIEWER_ID &&
          !settings.isModerator &&
          !settings.muted &&
          !settings.banned &&
          !settings.disablePoi &&
          !settings.disableMinor &&
          settings.browsingLevel === ALL_BROWSING_LEVELS &&
          format === 'SafeTensor' &&
          size === 'pruned' &&
          fp === 'fp16';
        expect(seesPublicModelPage(viewer, owner)).toBe(ownDefaults);
      }),
    );
  });
});
