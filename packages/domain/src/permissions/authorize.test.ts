import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aUser } from '../testing/index.js';
import type { User } from '../users/user.js';
import { authorize, authorizeOnVersion } from './authorize.js';
import { ACTIONS, MODEL_STATES, type PolicyModel } from './policy.js';

const NOW = new Date('2026-03-01T12:00:00Z');

const aViewer = (fields: Partial<User> = {}): User => ({ id: 10, ...aUser().with(fields).build(NOW) });

const aPolicyModel = (fields: Partial<PolicyModel> = {}): PolicyModel => ({
  userId: 1,
  status: 'Published',
  availability: 'Public',
  deletedAt: null,
  publishedAt: new Date('2026-01-01T00:00:00Z'),
  author: { deletedAt: null, banned: false },
  locked: false,
  ...fields,
});

describe('authorize', () => {
  it('answers a hidden model exactly like a missing one', () => {
    const missing = authorize('model.like', aViewer(), null, NOW);
    const hidden = authorize('model.like', aViewer(), aPolicyModel({ status: 'Unpublished' }), NOW);
    expect(missing).toEqual({ ok: false, error: { code: 'NOT_FOUND', message: 'No results found' } });
    expect(hidden).toEqual(missing);
    expect(authorize('model.edit', aViewer(), aPolicyModel({ status: 'Draft' }), NOW)).toEqual(missing);
  });

  it('asks anonymous viewers to sign in for what signed-in users may do', () => {
    expect(authorize('model.like', null, aPolicyModel(), NOW)).toEqual({
      ok: false,
      error: { code: 'AUTH.SIGN_IN_REQUIRED', message: 'Please sign in to continue.' },
    });
  });

  it('gives muted users the muted error where only muting stands in the way', () => {
    const muted = aViewer({ muted: true });
    expect(authorize('model.review', muted, aPolicyModel(), NOW)).toEqual({
      ok: false,
      error: { code: 'USER.MUTED', message: 'Muted users cannot add posts or reviews.' },
    });
    expect(authorize('model.edit', muted, aPolicyModel(), NOW)).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
  });

  it('forbids visible models to roles without the cell, and allows the cell', () => {
    expect(authorize('model.edit', aViewer(), aPolicyModel(), NOW)).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(authorize('model.edit', aViewer({ id: 1 }), aPolicyModel(), NOW)).toEqual({
      ok: true,
      value: null,
    });
    expect(
      authorize('model.restore', aViewer({ isModerator: true }), aPolicyModel({ deletedAt: NOW }), NOW),
    ).toEqual({
      ok: true,
      value: null,
    });
  });

  it('keeps a model hidden from a role that may neither view it nor act on it', () => {
    expect(
      authorize('model.restore', aViewer({ id: 1 }), aPolicyModel({ deletedAt: NOW }), NOW),
    ).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });

  it('answers a model of a deleted or banned author like a missing one, to everyone but moderators', () => {
    const missing = authorize('model.view', null, null, NOW);
    for (const author of [
      { deletedAt: NOW, banned: false },
      { deletedAt: null, banned: true },
    ]) {
      const model = aPolicyModel({ author });
      for (const action of ['model.view', 'model.download', 'model.like', 'model.edit'] as const) {
        expect(authorize(action, null, model, NOW)).toEqual(missing);
        expect(authorize(action, aViewer(), model, NOW)).toEqual(missing);
        expect(authorize(action, aViewer({ id: 1 }), model, NOW)).toEqual(missing);
      }
      expect(authorize('model.view', aViewer({ isModerator: true }), model, NOW)).toEqual({
        ok: true,
        value: null,
      });
    }
  });
});

describe('authorizeOnVersion', () => {
  const draft = { status: 'Draft' as const, publishedAt: null };
  const published = { status: 'Published' as const, publishedAt: new Date('2026-01-01T00:00:00Z') };

  it('answers a version the viewer may not see like a missing one, before sign-in or role refusals', () => {
    const missing = authorize('model.view', null, null, NOW);
    expect(authorizeOnVersion('model.purchaseEarlyAccess', null, aPolicyModel(), draft, NOW)).toEqual(
      missing,
    );
    expect(authorizeOnVersion('model.moderateGallery', aViewer(), aPolicyModel(), draft, NOW)).toEqual(
      missing,
    );
    expect(authorizeOnVersion('model.download', aViewer(), aPolicyModel(), draft, NOW)).toEqual(missing);
  });

  it('lets the owner and moderators act on drafts, and keeps the usual refusals on public versions', () => {
    expect(authorizeOnVersion('model.edit', aViewer({ id: 1 }), aPolicyModel(), draft, NOW).ok).toBe(true);
    expect(
      authorizeOnVersion('model.download', aViewer({ isModerator: true }), aPolicyModel(), draft, NOW).ok,
    ).toBe(true);
    expect(authorizeOnVersion('model.like', null, aPolicyModel(), published, NOW)).toMatchObject({
      ok: false,
      error: { code: 'AUTH.SIGN_IN_REQUIRED' },
    });
  });
});

describe('a locked model', () => {
  /** Spec: a moderator locks the model; what its owner may no longer do (docs/moderator-actions.md). */
  const OWNER_EDITS = [
    'model.edit',
    'model.addVersion',
    'model.reorderVersions',
    'model.deleteVersion',
    'model.manageFiles',
    'model.publish',
    'model.publishVersion',
    'model.publishPrivate',
    'model.unpublish',
    'model.delete',
    'model.setShowcase',
    'model.manageResources',
    'model.moderateGallery',
    'model.managePrompts',
  ];
  const STATE_FIELDS = {
    published: { status: 'Published' },
    scheduled: { status: 'Scheduled', publishedAt: new Date('2026-06-01T00:00:00Z') },
    unpublished: { status: 'Unpublished' },
    violation: { status: 'UnpublishedViolation' },
    draft: { status: 'Draft', publishedAt: null },
    private: { availability: 'Private' },
    deleted: { deletedAt: NOW },
  } as const satisfies Record<(typeof MODEL_STATES)[number], Partial<PolicyModel>>;
  const viewers = fc.record({
    id: fc.constantFrom(1, 10),
    isModerator: fc.boolean(),
    isMember: fc.boolean(),
    muted: fc.boolean(),
    banned: fc.boolean(),
  });

  it('refuses exactly the owner edits the unlocked model allows, unless the viewer is a moderator', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ACTIONS),
        fc.constantFrom(...MODEL_STATES),
        fc.option(viewers, { nil: null }),
        (action, state, fields) => {
          const viewer = fields === null ? null : aViewer(fields);
          const unlocked = aPolicyModel(STATE_FIELDS[state]);
          const answer = authorize(action, viewer, { ...unlocked, locked: true }, NOW);
          const before = authorize(action, viewer, unlocked, NOW);
          const refused = before.ok && OWNER_EDITS.includes(action) && viewer?.isModerator !== true;
          expect(answer).toEqual(
            refused
              ? {
                  ok: false,
                  error: { code: 'MODEL.LOCKED', message: 'This model is locked and cannot be edited.' },
                }
              : before,
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses its owner an edit and lets a moderator make it', () => {
    const locked = aPolicyModel({ locked: true });
    expect(authorize('model.edit', aViewer({ id: 1 }), locked, NOW)).toMatchObject({
      ok: false,
      error: { code: 'MODEL.LOCKED' },
    });
    expect(authorize('model.edit', aViewer({ isModerator: true }), locked, NOW).ok).toBe(true);
    expect(authorize('model.view', aViewer({ id: 1 }), locked, NOW).ok).toBe(true);
  });
});
