import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import type { User } from '../users/user.js';
import { type DownloadContext, downloadDecision } from './download-decision.js';

const now = new Date('2026-01-01T00:00:00Z');
const nextWeek = new Date('2026-01-08T00:00:00Z');

const user = (id: number, extra: Partial<User> = {}) =>
  ({ id, isMember: false, isModerator: false, muted: false, banned: false, ...extra }) as User;
const owner = user(1);
const visitor = user(2);
const member = user(3, { isMember: true });
const moderator = user(4, { isModerator: true });

const earlyAccess = {
  earlyAccessEndsAt: nextWeek,
  earlyAccessConfig: {
    chargeForDownload: true,
    downloadPrice: 500,
    chargeForGeneration: false,
    generationPrice: null,
    freeGeneration: false,
    generationTrialLimit: null,
    timeframeDays: 7,
  },
};

type Overrides = {
  model?: Partial<DownloadContext['model']>;
  version?: Partial<DownloadContext['version']>;
  file?: Partial<NonNullable<DownloadContext['file']>> | null;
} & Partial<Omit<DownloadContext, 'model' | 'version' | 'file'>>;

const decide = ({ model, version, file, ...rest }: Overrides = {}) =>
  downloadDecision({
    model: {
      locked: false,
      userId: 1,
      status: 'Published',
      availability: 'Public',
      deletedAt: null,
      publishedAt: now,
      mode: null,
      author: { deletedAt: null, banned: false },
      ...model,
    },
    version: {
      status: 'Published',
      publishedAt: now,
      earlyAccessEndsAt: null,
      earlyAccessConfig: null,
      canDownload: true,
      usageControl: 'Download',
      ...version,
    },
    file:
      file === null
        ? null
        : { visibility: 'Public', virusScanResult: 'Success', pickleScanResult: 'Success', ...file },
    viewer: visitor,
    access: { download: false, generation: false },
    flags: { earlyAccessModel: true },
    now,
    ...rest,
  });

const failure = (error: { code: string; message: string }) => ({ ok: false, error });

describe('downloadDecision', () => {
  it('serves a free public file of a published version to anyone, signed in or not', () => {
    expect(decide().ok).toBe(true);
    expect(decide({ viewer: null }).ok).toBe(true);
  });

  it('returns the chosen file', () => {
    const result = decide({ file: { visibility: 'Public' } });
    expect(result.ok && result.value.visibility).toBe('Public');
  });

  it('answers not found for hidden models, missing files and unpublished versions', () => {
    expect(decide({ model: { status: 'Unpublished' } })).toEqual(failure(errors.notFound));
    expect(decide({ model: { availability: 'Private' }, viewer: null })).toEqual(failure(errors.notFound));
    expect(decide({ file: null })).toEqual(failure(errors.notFound));
    expect(decide({ version: { status: 'Draft' } })).toEqual(failure(errors.notFound));
    expect(decide({ version: { status: 'Scheduled', publishedAt: nextWeek } })).toEqual(
      failure(errors.notFound),
    );
  });

  it('lets owners and moderators download unpublished versions and private files', () => {
    for (const viewer of [owner, moderator]) {
      expect(decide({ viewer, version: { status: 'Draft' }, file: { visibility: 'Private' } }).ok).toBe(true);
    }
    expect(decide({ file: { visibility: 'Private' } })).toEqual(failure(errors.notFound));
  });

  it('answers not found for taken-down models, even to moderators', () => {
    expect(decide({ model: { mode: 'TakenDown' } })).toEqual(failure(errors.notFound));
    expect(decide({ model: { mode: 'TakenDown' }, viewer: moderator })).toEqual(failure(errors.notFound));
  });

  it('answers archived for archived models', () => {
    expect(decide({ model: { mode: 'Archived' } })).toEqual(failure(errors.modelArchived));
    expect(decide({ model: { mode: 'Archived' }, viewer: owner })).toEqual(failure(errors.modelArchived));
  });

  it('blocks a dangerous file for everyone but moderators, owner included', () => {
    const file = { virusScanResult: 'Pending', pickleScanResult: 'Danger' } as const;
    expect(decide({ file })).toEqual(failure(errors.fileDangerous));
    expect(decide({ file, viewer: owner })).toEqual(failure(errors.fileDangerous));
    expect(decide({ file, viewer: moderator }).ok).toBe(true);
  });

  it('refuses downloading a generation-only version to visitors', () => {
    expect(decide({ version: { usageControl: 'Generation' } })).toEqual(failure(errors.generationOnly));
    expect(decide({ version: { usageControl: 'Generation' }, viewer: owner }).ok).toBe(true);
  });

  describe('early access', () => {
    it('asks visitors without download access to buy it', () => {
      expect(decide({ version: earlyAccess })).toEqual(failure(errors.earlyAccessPurchaseRequired(nextWeek)));
      expect(decide({ version: earlyAccess, viewer: member })).toEqual(
        failure(errors.earlyAccessPurchaseRequired(nextWeek)),
      );
      expect(decide({ version: earlyAccess, viewer: null })).toEqual(failure(errors.signInRequired));
    });

    it('says Unauthorized while the early-access feature is off', () => {
      expect(decide({ version: earlyAccess, flags: { earlyAccessModel: false } })).toEqual(
        failure(errors.earlyAccessOff),
      );
    });

    it('serves buyers of download access but not buyers of generation access', () => {
      expect(decide({ version: earlyAccess, access: { download: true, generation: false } }).ok).toBe(true);
      expect(decide({ version: earlyAccess, access: { download: false, generation: true } })).toEqual(
        failure(errors.earlyAccessPurchaseRequired(nextWeek)),
      );
    });

    it('does not gate downloads when only generation is charged, or once early access ended', () => {
      const generationOnly = { ...earlyAccess.earlyAccessConfig, chargeForDownload: false };
      expect(decide({ version: { ...earlyAccess, earlyAccessConfig: generationOnly } }).ok).toBe(true);
      expect(decide({ version: earlyAccess, now: nextWeek }).ok).toBe(true);
    });

    it('lets the owner and moderators download during early access', () => {
      expect(decide({ version: earlyAccess, viewer: owner }).ok).toBe(true);
      expect(decide({ version: earlyAccess, viewer: moderator }).ok).toBe(true);
    });
  });

  describe('members-only downloads (canDownload false)', () => {
    it('asks non-members to become members and anonymous visitors to sign in', () => {
      expect(decide({ version: { canDownload: false } })).toEqual(
        failure(errors.membershipRequiredForDownload),
      );
      expect(decide({ version: { canDownload: false }, viewer: null })).toEqual(
        failure(errors.signInRequired),
      );
    });

    it('serves members, owners and buyers of download access', () => {
      expect(decide({ version: { canDownload: false }, viewer: member }).ok).toBe(true);
      expect(decide({ version: { canDownload: false }, viewer: owner }).ok).toBe(true);
      expect(
        decide({ version: { canDownload: false }, access: { download: true, generation: false } }).ok,
      ).toBe(true);
    });
  });
});
