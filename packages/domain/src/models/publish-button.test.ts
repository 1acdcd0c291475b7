import { describe, expect, it } from 'vitest';
import { aModel, aUser, aVersion } from '../testing/index.js';
import { canShowPublishButton } from './publish-button.js';

const NOW = new Date('2026-03-01T12:00:00Z');
const owner = { id: 1, ...aUser().build(NOW) };
const moderator = { id: 3, ...aUser().moderator().build(NOW) };
const stranger = { id: 2, ...aUser().member().build(NOW) };

const model = (build = aModel()) => ({ id: 100, ...build.ownedBy(owner).build(NOW) });
const version = (build = aVersion().draft(), counts = { fileCount: 1, postCount: 1 }) => ({
  id: 7,
  ...counts,
  ...build.of({ id: 100 }).build(NOW),
});
const shows = (viewer: Parameters<typeof canShowPublishButton>[0], m = model(), v = version()) =>
  canShowPublishButton(viewer, m, v, NOW);

describe('canShowPublishButton', () => {
  it('shows for the owner and moderators when the version is unpublished in a published model', () => {
    expect(shows(owner)).toBe(true);
    expect(shows(moderator)).toBe(true);
    expect(shows(owner, model(), version(aVersion().unpublished()))).toBe(true);
  });

  it('shows when the model is unpublished even if the version is published', () => {
    expect(shows(owner, model(aModel().unpublished()), version(aVersion()))).toBe(true);
    expect(shows(owner, model(aModel().draft()), version(aVersion()))).toBe(true);
  });

  it('never shows for other viewers', () => {
    expect(shows(stranger)).toBe(false);
    expect(shows(null)).toBe(false);
    expect(shows(stranger, model(aModel().unpublished()))).toBe(false);
  });

  it('hides when both the version and the model are published', () => {
    expect(shows(owner, model(), version(aVersion()))).toBe(false);
  });

  it('hides when the version lacks files or posts', () => {
    expect(shows(owner, model(), version(aVersion().draft(), { fileCount: 0, postCount: 1 }))).toBe(false);
    expect(shows(owner, model(), version(aVersion().draft(), { fileCount: 1, postCount: 0 }))).toBe(false);
  });

  it('hides for private models, which are published through their own modal', () => {
    expect(shows(owner, model(aModel().private().unpublished()))).toBe(false);
    expect(shows(moderator, model(aModel().private()))).toBe(false);
  });

  it('lets only moderators republish a model unpublished for a violation', () => {
    expect(shows(owner, model(aModel().violation()), version(aVersion()))).toBe(false);
    expect(shows(moderator, model(aModel().violation()), version(aVersion()))).toBe(true);
  });

  it('hides on deleted models', () => {
    expect(shows(moderator, model(aModel().deleted()))).toBe(false);
  });
});
