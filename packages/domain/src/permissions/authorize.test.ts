import { describe, expect, it } from 'vitest';
import type { Model } from '../models/model.js';
import { aUser } from '../testing/index.js';
import type { User } from '../users/user.js';
import { authorize } from './authorize.js';

const NOW = new Date('2026-03-01T12:00:00Z');

const aViewer = (fields: Partial<User> = {}): User => ({ id: 10, ...aUser().with(fields).build(NOW) });

type PolicyModel = Pick<Model, 'userId' | 'status' | 'availability' | 'deletedAt' | 'publishedAt'>;
const aPolicyModel = (fields: Partial<PolicyModel> = {}): PolicyModel => ({
  userId: 1,
  status: 'Published',
  availability: 'Public',
  deletedAt: null,
  publishedAt: new Date('2026-01-01T00:00:00Z'),
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
});
