import { describe, expect, it } from 'vitest';
import { aFile, aModel, aUser, aVersion } from '../testing/index.js';
import type { ModelAuthor } from './model.js';
import {
  hiddenBySettings,
  isVersionPublic,
  modelPageAccess,
  visibleFiles,
  visibleVersions,
} from './visibility.js';

const NOW = new Date('2026-03-01T12:00:00Z');
const PAST = new Date('2026-02-01T00:00:00Z');
const FUTURE = new Date('2026-04-01T00:00:00Z');

const owner = { id: 1, ...aUser().named('owner').build(NOW) };
const stranger = { id: 2, ...aUser().build(NOW) };
const moderator = { id: 3, ...aUser().moderator().build(NOW) };
const ACTIVE: ModelAuthor = { username: 'owner', deletedAt: null, banned: false };
const model = (build = aModel(), author = ACTIVE) => ({
  id: 100,
  ...build.ownedBy(owner).build(NOW),
  author,
});
const version = (id: number, build = aVersion()) => ({
  id,
  fileCount: 1,
  postCount: 1,
  ...build.of({ id: 100 }).build(NOW),
});

describe('isVersionPublic', () => {
  it('is true for Published and for Scheduled once the time has come', () => {
    expect(isVersionPublic(version(1), NOW)).toBe(true);
    expect(isVersionPublic(version(1, aVersion().scheduled(PAST)), NOW)).toBe(true);
    expect(isVersionPublic(version(1, aVersion().scheduled(NOW)), NOW)).toBe(true);
  });

  it('is false for future schedules and every unpublished status', () => {
    expect(isVersionPublic(version(1, aVersion().scheduled(FUTURE)), NOW)).toBe(false);
    expect(isVersionPublic(version(1, aVersion().draft()), NOW)).toBe(false);
    expect(isVersionPublic(version(1, aVersion().unpublished()), NOW)).toBe(false);
    expect(isVersionPublic(version(1, aVersion().violation()), NOW)).toBe(false);
  });
});

describe('visibleVersions', () => {
  const versions = [
    version(1),
    version(2, aVersion().scheduled(PAST)),
    version(3, aVersion().scheduled(FUTURE)),
    version(4, aVersion().draft()),
    version(5, aVersion().violation()),
  ];
  const ids = (viewer: Parameters<typeof visibleVersions>[0]) =>
    visibleVersions(viewer, model(), versions, NOW).map((v) => v.id);

  it('shows non-owners only published versions, past schedules included', () => {
    expect(ids(null)).toEqual([1, 2]);
    expect(ids(stranger)).toEqual([1, 2]);
  });

  it('shows the owner and moderators every version, in order', () => {
    expect(ids(owner)).toEqual([1, 2, 3, 4, 5]);
    expect(ids(moderator)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('visibleFiles', () => {
  const files = [
    { id: 1, ...aFile().of({ id: 1 }).build(NOW) },
    { id: 2, ...aFile().of({ id: 1 }).with({ visibility: 'Private' }).build(NOW) },
  ];

  it('hides non-public files from everyone but the owner and moderators', () => {
    expect(visibleFiles(stranger, model(), files, NOW).map((f) => f.id)).toEqual([1]);
    expect(visibleFiles(null, model(), files, NOW).map((f) => f.id)).toEqual([1]);
    expect(visibleFiles(owner, model(), files, NOW).map((f) => f.id)).toEqual([1, 2]);
    expect(visibleFiles(moderator, model(), files, NOW).map((f) => f.id)).toEqual([1, 2]);
  });
});

describe('hiddenBySettings', () => {
  const hidesPoi = { ...stranger, disablePoi: true };
  const hidesMinor = { ...stranger, disableMinor: true };

  it('hides poi models when disablePoi is on, unless the viewer is the author', () => {
    expect(hiddenBySettings(hidesPoi, model(aModel().poi()))).toBe('poi');
    expect(hiddenBySettings({ ...owner, disablePoi: true }, model(aModel().poi()))).toBeNull();
    expect(hiddenBySettings(stranger, model(aModel().poi()))).toBeNull();
    expect(hiddenBySettings(hidesPoi, model())).toBeNull();
  });

  it('hides minor models when disableMinor is on, for authors too', () => {
    expect(hiddenBySettings(hidesMinor, model(aModel().minor()))).toBe('minor');
    expect(hiddenBySettings({ ...owner, disableMinor: true }, model(aModel().minor()))).toBe('minor');
    expect(hiddenBySettings(stranger, model(aModel().minor()))).toBeNull();
    expect(hiddenBySettings(null, model(aModel().minor().poi()))).toBeNull();
  });
});

describe('modelPageAccess', () => {
  const access = (
    viewer: Parameters<typeof modelPageAccess>[0],
    build: ReturnType<typeof aModel>,
    author = ACTIVE,
  ) => modelPageAccess(viewer, model(build, author), NOW).kind;

  it('shows a deleted model as removed to everyone but moderators, its owner included', () => {
    const deleted = aModel().deleted();
    expect(access(null, deleted)).toBe('removed');
    expect(access(stranger, deleted)).toBe('removed');
    expect(access(owner, deleted)).toBe('removed');
    expect(access(moderator, deleted)).toBe('page');
  });

  it('does not find unpublished models for anyone but the owner and moderators', () => {
    for (const build of [
      aModel().unpublished(),
      aModel().violation(),
      aModel().draft(),
      aModel().scheduled(FUTURE),
    ]) {
      expect(access(stranger, build)).toBe('notFound');
      expect(access(null, build)).toBe('notFound');
      expect(access(owner, build)).toBe('page');
      expect(access(moderator, build)).toBe('page');
    }
    expect(access(stranger, aModel().scheduled(PAST))).toBe('page');
  });

  it('does not find models of a deleted or banned author, except for moderators', () => {
    for (const gone of [
      { username: 'owner', deletedAt: PAST, banned: false },
      { username: 'owner', deletedAt: null, banned: true },
    ]) {
      expect(access(stranger, aModel(), gone)).toBe('notFound');
      expect(access(null, aModel(), gone)).toBe('notFound');
      expect(access(owner, aModel(), gone)).toBe('notFound');
      expect(access(moderator, aModel(), gone)).toBe('page');
    }
  });

  it("applies the viewer's poi and minor settings last, to moderators too", () => {
    expect(modelPageAccess({ ...stranger, disableMinor: true }, model(aModel().minor()), NOW)).toEqual({
      kind: 'hiddenBySettings',
      reason: 'minor',
    });
    expect(modelPageAccess({ ...moderator, disablePoi: true }, model(aModel().poi()), NOW)).toEqual({
      kind: 'hiddenBySettings',
      reason: 'poi',
    });
    expect(access({ ...stranger, disableMinor: true }, aModel().minor().unpublished())).toBe('notFound');
  });
});
