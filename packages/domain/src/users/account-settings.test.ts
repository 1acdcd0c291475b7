import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { aUser, createTestWorld } from '../testing/index.js';
import {
  type AccountSettingsChange,
  browsingLevelFor,
  isBrowsingLevel,
  MAX_PROFILE_LINKS,
  profileLink,
  viewerBrowsingLevel,
} from './account-settings.js';
import { GetAccountSettings, UpdateAccountSettings } from './update-account-settings.js';

const NOW = new Date('2026-01-10T12:00:00Z');

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
const webAddress = fc.record({
  scheme: fc.constantFrom('http', 'https', 'HTTPS', 'Http'),
  labels: fc.array(label, { minLength: 2, maxLength: 4 }),
  port: fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined }),
  path: fc.stringMatching(/^(\/[A-Za-z0-9._~%!$&'()*+,;=:@-]*)*(\?[A-Za-z0-9=&]*)?$/),
});

describe('profile links', () => {
  it('accepts every http(s) address and keeps it absolute, naming its site', () => {
    fc.assert(
      fc.property(webAddress, ({ scheme, labels, port, path }) => {
        const origin = `${scheme.toLowerCase()}://${labels.join('.')}${port ? `:${port}` : ''}`;
        const link = profileLink(`${scheme}://${labels.join('.')}${port ? `:${port}` : ''}${path}`);
        expect(link).toEqual({
          ok: true,
          value: {
            url: `${origin}${path.startsWith('/') ? path : `/${path}`}`,
            domain: labels.join('.').replace(/^www\./, ''),
          },
        });
      }),
    );
  });

  it('refuses whatever does not start with http:// or https://', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^\s*https?:\/\//i.test(text)),
        (text) => {
          const link = profileLink(text);
          expect(link).toEqual({ ok: false, error: errors.invalidProfileLink(text.trim()) });
        },
      ),
    );
  });

  it.each([
    'javascript:alert(1)',
    'mailto:me@example.com',
    '//example.com/x',
    '/user/alice',
    'example.com',
    'ftp://example.com',
    'https://',
    'https://user:secret@example.com/',
    'https://example.com:99999/',
    'https://exa mple.com/',
    'https://intranet/',
  ])('refuses %j', (text) => {
    expect(profileLink(text).ok).toBe(false);
  });

  it('names the site without www and adds the root path', () => {
    expect(profileLink('  HTTPS://WWW.Example.com  ')).toEqual({
      ok: true,
      value: { url: 'https://www.example.com/', domain: 'example.com' },
    });
  });
});

describe('browsing level', () => {
  it('is a non-empty set of the five level bits', () => {
    expect([1, 16, 31].every(isBrowsingLevel)).toBe(true);
    expect([0, 32, -1, 1.5, 33].some(isBrowsingLevel)).toBe(false);
  });

  it("limits every read to the viewer's own levels; anonymous visitors see every level", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 0, max: 31 }), (own, requested) => {
        const viewer = aUser().with({ browsingLevel: own }).build(NOW);
        expect(browsingLevelFor({ ...viewer, id: 1 }, requested)).toBe(own & requested);
        expect(browsingLevelFor(null, requested)).toBe(requested);
      }),
    );
    expect(viewerBrowsingLevel(null)).toBe(31);
  });
});

describe('UpdateAccountSettings', () => {
  const setup = async () => {
    const world = createTestWorld({ now: NOW });
    const alice = await world.given.user();
    const stored = async () => world.repos.users.ofId(alice.id);
    return { world, alice, stored, update: new UpdateAccountSettings(world.deps) };
  };

  it('saves file preferences, browsing level, poi/minor, card stats (in card order) and links', async () => {
    const { alice, stored, update, world } = await setup();
    const result = await update.execute(alice, {
      filePreferences: { format: 'PickleTensor', size: 'full', fp: 'fp32' },
      browsingLevel: 3,
      disablePoi: true,
      disableMinor: true,
      creatorCardStatsPreferences: ['generations', 'uploads', 'uploads'],
      links: ['https://example.com/alice', ' ', 'https://example.com/alice', 'http://blog.example.org'],
    });
    expect(result.ok).toBe(true);
    expect(await stored()).toMatchObject({
      filePreferences: { format: 'PickleTensor', size: 'full', fp: 'fp32' },
      browsingLevel: 3,
      disablePoi: true,
      disableMinor: true,
      creatorCardStatsPreferences: ['uploads', 'generations'],
      links: [
        { url: 'https://example.com/alice', domain: 'example.com' },
        { url: 'http://blog.example.org/', domain: 'blog.example.org' },
      ],
    });
    expect(await new GetAccountSettings(world.deps).execute(alice)).toMatchObject({
      ok: true,
      value: { browsingLevel: 3, disablePoi: true },
    });
  });

  it('refuses a bad field with its catalogue error and changes nothing', async () => {
    const { alice, stored, update } = await setup();
    const before = await stored();
    const refusals: [AccountSettingsChange, unknown][] = [
      [
        { disablePoi: true, links: ['javascript:alert(1)'] },
        errors.invalidProfileLink('javascript:alert(1)'),
      ],
      [{ disablePoi: true, browsingLevel: 0 }, errors.invalidBrowsingLevel],
      [
        { disablePoi: true, filePreferences: { format: 'Zip', size: 'full', fp: 'fp16' } },
        errors.invalidFilePreference('format', 'SafeTensor, PickleTensor'),
      ],
      [
        { links: Array.from({ length: MAX_PROFILE_LINKS + 1 }, (_, i) => `https://example.com/${i}`) },
        errors.tooManyProfileLinks(MAX_PROFILE_LINKS),
      ],
    ];
    for (const [change, error] of refusals) {
      expect(await update.execute(alice, change)).toEqual({ ok: false, error });
    }
    expect(await stored()).toEqual(before);
  });

  it('asks a visitor to sign in', async () => {
    const { update } = await setup();
    expect(await update.execute(null, { disablePoi: true })).toEqual({
      ok: false,
      error: errors.signInRequired,
    });
  });
});
