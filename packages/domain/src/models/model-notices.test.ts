import { describe, expect, it } from 'vitest';
import { aModel, aUser, aVersion } from '../testing/index.js';
import { type ModelNotice, modelNotices, NOTICE_KINDS, type NoticeInput } from './model-notices.js';

const NOW = new Date('2026-03-01T12:00:00Z');
const owner = { id: 1, ...aUser().build(NOW) };
const moderator = { id: 3, ...aUser().moderator().build(NOW) };
const stranger = { id: 2, ...aUser().build(NOW) };

const model = (build = aModel()) => ({ id: 100, ...build.ownedBy(owner).build(NOW) });
const version = (build = aVersion(), fileCount = 1) => ({
  id: 7,
  fileCount,
  postCount: 1,
  ...build.of({ id: 100 }).build(NOW),
});

const notices = (input: Partial<NoticeInput>): ModelNotice[] => {
  const selectedVersion = input.selectedVersion === undefined ? version() : input.selectedVersion;
  return modelNotices({
    viewer: stranger,
    model: model(),
    versions: selectedVersion === null ? [] : [{ inaccurate: false }],
    selectedVersion,
    now: NOW,
    ...input,
  });
};
const kinds = (input: Partial<NoticeInput>) => notices(input).map((n) => n.kind);

describe('modelNotices', () => {
  it('has nothing to say about a healthy published model', () => {
    expect(notices({})).toEqual([]);
  });

  it('shows the removed, taken-down and archived notices with their texts', () => {
    expect(notices({ viewer: moderator, model: model(aModel().deleted()) })).toEqual([
      { kind: 'removed', title: null, message: 'This resource has been removed by its owner' },
    ]);
    expect(
      notices({ viewer: moderator, model: { ...model(aModel().deleted()), deletedBy: moderator.id } }),
    ).toEqual([{ kind: 'removed', title: null, message: 'This resource has been removed by a moderator' }]);
    expect(notices({ model: model(aModel().takenDown()) })).toEqual([
      {
        kind: 'takenDown',
        title: null,
        message:
          'This model has been taken down by a moderator. It is no longer listed in search and cannot be downloaded.',
      },
    ]);
    expect(notices({ model: model(aModel().archived()) })).toEqual([
      { kind: 'archived', title: null, message: expect.stringContaining('archived') },
    ]);
  });

  it('explains a violation with its reason, custom message, appeal link and review state', () => {
    const violated = model(aModel().violation('spam').meta({ customMessage: 'Please remove the ads.' }));
    expect(notices({ viewer: owner, model: violated })).toEqual([
      {
        kind: 'violation',
        level: 'model',
        title: 'This model has been unpublished for violating our terms of service',
        message: 'If you believe this was a mistake, you can appeal this decision.',
        reason: 'spam',
        customMessage: 'Please remove the ads.',
        appealUrl: '/models/100/appeal',
        reviewInProgress: false,
      },
    ]);
    const underReview = model(aModel().violation('spam').needsReview());
    expect(notices({ viewer: owner, model: underReview })[0]).toMatchObject({ reviewInProgress: true });
  });

  it('explains a violation of the selected version when the model itself is fine', () => {
    const selected = version(aVersion().violation('nsfw').meta({ needsReview: true }));
    expect(notices({ viewer: owner, selectedVersion: selected })).toEqual([
      expect.objectContaining({
        kind: 'violation',
        level: 'version',
        title: 'This version has been unpublished for violating our terms of service',
        reason: 'nsfw',
        appealUrl: '/models/100/appeal?modelVersionId=7',
        reviewInProgress: true,
      }),
    ]);
  });

  it('shows the private banner to the owner only', () => {
    const privateModel = model(aModel().private());
    expect(kinds({ viewer: owner, model: privateModel })).toEqual(['privateModel']);
    expect(kinds({ viewer: moderator, model: privateModel })).toEqual([]);
  });

  it('warns about ownership disputes and inaccurate images', () => {
    expect(kinds({ model: model(aModel().with({ ownershipProcessing: true })) })).toEqual([
      'ownershipDispute',
    ]);
    expect(kinds({ versions: [{ inaccurate: false }, { inaccurate: true }] })).toEqual(['inaccurateImages']);
  });

  it('says the model is not available with the current settings, and how to see it', () => {
    expect(notices({ viewer: { ...stranger, disableMinor: true }, model: model(aModel().minor()) })).toEqual([
      {
        kind: 'notAvailable',
        title: 'Model not available with current settings',
        message: 'Disable X/XXX to view it.',
      },
    ]);
    expect(notices({ viewer: { ...stranger, disablePoi: true }, model: model(aModel().poi()) })).toEqual([
      expect.objectContaining({ kind: 'notAvailable', title: 'Model not available with current settings' }),
    ]);
  });

  it('says when the selected version is missing files', () => {
    expect(notices({ viewer: owner, selectedVersion: version(aVersion().draft(), 0) })).toEqual([
      { kind: 'missingFiles', title: null, message: 'This version is missing files' },
    ]);
    expect(kinds({ selectedVersion: null })).toEqual([]);
  });

  it('says discussion is off when comments or the model are locked', () => {
    const discussionOff = {
      kind: 'discussionOff',
      title: null,
      message: 'Discussion is turned off for this model.',
    };
    expect(notices({ model: model(aModel().commentsLocked()) })).toEqual([discussionOff]);
    expect(notices({ model: model(aModel().locked()) })).toEqual([discussionOff]);
  });

  it('orders notices most severe first', () => {
    const everything = model(
      aModel()
        .deleted()
        .takenDown()
        .private()
        .poi()
        .commentsLocked()
        .with({ ownershipProcessing: true })
        .meta({ unpublishedReason: 'spam' }),
    );
    const result = kinds({
      viewer: { ...owner, isModerator: true, disableMinor: true },
      model: { ...everything, minor: true, mode: 'Archived' },
      versions: [{ inaccurate: true }],
      selectedVersion: version(aVersion().violation(), 0),
    });
    expect(result).toEqual([
      'removed',
      'archived',
      'violation',
      'privateModel',
      'ownershipDispute',
      'inaccurateImages',
      'notAvailable',
      'missingFiles',
      'discussionOff',
    ]);
    expect(result).toEqual(NOTICE_KINDS.filter((kind) => result.includes(kind)));
    expect(kinds({ model: model(aModel().takenDown().locked()) })).toEqual(['takenDown', 'discussionOff']);
  });
});
