import { describe, expect, it } from 'vitest';
import type { Model } from '../models/model.js';
import { aUser } from '../testing/index.js';
import type { User } from '../users/user.js';
import {
  ACTIONS,
  MODEL_STATES,
  type ModelState,
  modelStateOf,
  POLICY,
  ROLES,
  type Role,
  rolesOf,
} from './policy.js';

/**
 * Spec §6, written out by hand so that changing any cell of POLICY fails a test.
 * Letters: P published, S scheduled, U unpublished, V violation, D draft, R private, X deleted; '-' means nothing.
 */
const LETTER: Record<ModelState, string> = {
  published: 'P',
  scheduled: 'S',
  unpublished: 'U',
  violation: 'V',
  draft: 'D',
  private: 'R',
  deleted: 'X',
};

// biome-ignore format: the table is easier to read aligned
const EXPECTED: Record<string, [anonymous: string, muted: string, user: string, member: string, owner: string, moderator: string]> = {
  //                              anonymous muted user member owner      moderator
  'model.view':                  ['P',      'P',  'P', 'P',   'PSUVDR',  'PSUVDRX'],
  'model.download':              ['P',      'P',  'P', 'P',   'PSUVDR',  'PSUVDRX'],
  'model.like':                  ['-',      'P',  'P', 'P',   'PS',      'PSUVDR'],
  'model.collect':               ['-',      'P',  'P', 'P',   'PS',      'PSUVDR'],
  'model.tip':                   ['-',      'P',  'P', 'P',   'PS',      'PSUVDR'],
  'model.report':                ['-',      'P',  'P', 'P',   'P',       'PSUVDR'],
  'model.review':                ['-',      '-',  'P', 'P',   'PS',      'PSUVDR'],
  'model.comment':               ['-',      '-',  'P', 'P',   'PS',      'PSUVDR'],
  'model.post':                  ['-',      '-',  'P', 'P',   'PSUVDR',  'PSUVDR'],
  'model.notify':                ['-',      'P',  'P', 'P',   'PS',      'PSUVDR'],
  'model.donate':                ['-',      'P',  'P', 'P',   'PS',      'PSUVDR'],
  'model.purchaseEarlyAccess':   ['-',      'P',  'P', 'P',   'PS',      'PSUVDR'],
  'model.vault':                 ['-',      'P',  'P', 'P',   'PS',      'PSUVDR'],
  'model.followCreator':         ['-',      'P',  'P', 'P',   'PS',      'PSUVDR'],

  'model.seeAllVersions':        ['-',      '-',  '-', '-',   'PSUVDR',  'PSUVDRX'],
  'model.edit':                  ['-',      '-',  '-', '-',   'PSUVDR',  'PSUVDR'],
  'model.addVersion':            ['-',      '-',  '-', '-',   'PSUVDR',  'PSUVDR'],
  'model.reorderVersions':       ['-',      '-',  '-', '-',   'PSUVDR',  'PSUVDR'],
  'model.deleteVersion':         ['-',      '-',  '-', '-',   'PSUVDR',  'PSUVDR'],
  'model.manageFiles':           ['-',      '-',  '-', '-',   'PSUVDR',  'PSUVDR'],
  'model.publish':               ['-',      '-',  '-', '-',   'SUD',     'SUVD'],
  'model.publishVersion':        ['-',      '-',  '-', '-',   'PS',      'PS'],
  'model.publishPrivate':        ['-',      '-',  '-', '-',   'R',       'R'],
  'model.unpublish':             ['-',      '-',  '-', '-',   'PS',      'PS'],
  'model.delete':                ['-',      '-',  '-', '-',   'PSUVDR',  'PSUVDR'],
  'model.setShowcase':           ['-',      '-',  '-', '-',   'PSUVDR',  'PSUVDR'],
  'model.manageResources':       ['-',      '-',  '-', '-',   'PSUVDR',  'PSUVDR'],
  'model.moderateGallery':       ['-',      '-',  '-', '-',   'PSUVDR',  'PSUVDR'],
  'model.managePrompts':         ['-',      '-',  '-', '-',   'PSUVDR',  'PSUVDR'],
  'model.requestReview':         ['-',      '-',  '-', '-',   'V',       '-'],
  'model.requestVersionReview':  ['-',      '-',  '-', '-',   'PSUD',    '-'],

  'model.lookup':                ['-',      '-',  '-', '-',   '-',       'PSUVDRX'],
  'model.unpublishViolation':    ['-',      '-',  '-', '-',   '-',       'PS'],
  'model.restore':               ['-',      '-',  '-', '-',   '-',       'X'],
  'model.restoreVersion':        ['-',      '-',  '-', '-',   '-',       'PSUVDR'],
  'model.deletePermanently':     ['-',      '-',  '-', '-',   '-',       'PSUVDRX'],
  'model.toggleCannotPromote':   ['-',      '-',  '-', '-',   '-',       'PSUVDR'],
  'model.rescan':                ['-',      '-',  '-', '-',   '-',       'PSUVDRX'],
  'model.lock':                  ['-',      '-',  '-', '-',   '-',       'PSUVDR'],
  'model.lockComments':          ['-',      '-',  '-', '-',   '-',       'PSUVDR'],
  'model.toggleSearchable':      ['-',      '-',  '-', '-',   '-',       'PSUVDR'],
  'model.changeMode':            ['-',      '-',  '-', '-',   '-',       'PSUVDR'],
  'model.hideContentByTags':     ['-',      '-',  '-', '-',   '-',       'PSUVDR'],
  'model.migrateToCollection':   ['-',      '-',  '-', '-',   '-',       'PSUVDR'],
  'model.viewBasic':             ['-',      '-',  '-', '-',   '-',       'PSUVDRX'],
  'model.enqueueNsfwLevelUpdate':['-',      '-',  '-', '-',   '-',       'PSUVDR'],
  'model.bustCache':             ['-',      '-',  '-', '-',   '-',       'PSUVDRX'],
  'model.toggleGeneration':      ['-',      '-',  '-', '-',   '-',       'PSUVDR'],
  'model.seeNsfwLine':           ['-',      '-',  '-', '-',   '-',       'PSUVDRX'],
  'model.answerReview':          ['-',      '-',  '-', '-',   '-',       'PSUVDR'],
  // Owners read their model's history (issue 20), without moderators' private notes.
  'model.viewAuditLog':          ['-',      '-',  '-', '-',   'PSUVDR',  'PSUVDRX'],
};

const ROLE_ORDER: Role[] = ['anonymous', 'muted', 'user', 'member', 'owner', 'moderator'];

const cells = Object.entries(EXPECTED).flatMap(([action, row]) =>
  ROLE_ORDER.flatMap((role, column) =>
    MODEL_STATES.map((state) => ({
      action,
      role,
      state,
      allowed: row[column]?.includes(LETTER[state]) ?? false,
    })),
  ),
);

describe('the permission table (spec §6)', () => {
  it('has exactly the actions of the expected table', () => {
    expect([...ACTIONS].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('names only known roles and states, and the expected table only known letters', () => {
    expect(ROLE_ORDER).toEqual([...ROLES]);
    for (const row of Object.values(POLICY)) {
      for (const [role, states] of Object.entries(row)) {
        expect(ROLES).toContain(role);
        for (const state of states) expect(MODEL_STATES).toContain(state);
      }
    }
    for (const row of Object.values(EXPECTED))
      for (const cell of row) expect(cell).toMatch(/^(-|[PSUVDRX]+)$/);
  });

  it.each(cells)('$action × $role × $state → $allowed', ({ action, role, state, allowed }) => {
    const row: Partial<Record<Role, readonly ModelState[]>> = POLICY[action as keyof typeof POLICY];
    expect(row[role]?.includes(state) ?? false).toBe(allowed);
  });
});

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

describe('rolesOf', () => {
  it('treats nobody and banned users as anonymous', () => {
    expect(rolesOf(null, 1)).toEqual(['anonymous']);
    expect(rolesOf(aViewer({ id: 1, banned: true, isModerator: true }), 1)).toEqual(['anonymous']);
  });

  it('gives one base role: muted replaces user and member', () => {
    expect(rolesOf(aViewer(), 1)).toEqual(['user']);
    expect(rolesOf(aViewer({ isMember: true }), 1)).toEqual(['member']);
    expect(rolesOf(aViewer({ isMember: true, muted: true }), 1)).toEqual(['muted']);
  });

  it('adds owner and moderator when they apply', () => {
    expect(rolesOf(aViewer({ id: 1 }), 1)).toEqual(['user', 'owner']);
    expect(rolesOf(aViewer({ isModerator: true }), 1)).toEqual(['user', 'moderator']);
    expect(rolesOf(aViewer({ id: 1, isModerator: true, isMember: true }), 1)).toEqual([
      'member',
      'owner',
      'moderator',
    ]);
  });
});

describe('modelStateOf', () => {
  it.each([
    ['Published', 'published'],
    ['Unpublished', 'unpublished'],
    ['UnpublishedViolation', 'violation'],
    ['Draft', 'draft'],
    ['Deleted', 'deleted'],
  ] as const)('maps status %s to %s', (status, state) => {
    expect(modelStateOf(aPolicyModel({ status }), NOW)).toBe(state);
  });

  it('counts a scheduled model as published once its time has come, and not before', () => {
    const at = (publishedAt: Date | null) =>
      modelStateOf(aPolicyModel({ status: 'Scheduled', publishedAt }), NOW);
    expect(at(new Date(NOW.getTime() - 1))).toBe('published');
    expect(at(NOW)).toBe('published');
    expect(at(new Date(NOW.getTime() + 1))).toBe('scheduled');
    expect(at(null)).toBe('scheduled');
  });

  it('puts deleted before private, and private before any status', () => {
    expect(modelStateOf(aPolicyModel({ availability: 'Private', status: 'Published' }), NOW)).toBe('private');
    expect(modelStateOf(aPolicyModel({ availability: 'Private', status: 'Draft' }), NOW)).toBe('private');
    expect(modelStateOf(aPolicyModel({ availability: 'Private', deletedAt: NOW }), NOW)).toBe('deleted');
    expect(modelStateOf(aPolicyModel({ deletedAt: NOW }), NOW)).toBe('deleted');
  });
});
