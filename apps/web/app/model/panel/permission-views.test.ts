import { describe, expect, it } from 'vitest';
import { permissionViews } from './details-view';

type Page = Parameters<typeof permissionViews>[0];

const page = (seeNsfwLine: boolean, sfwOnly: boolean) =>
  ({
    model: {
      allowNoCredit: true,
      allowCommercialUse: ['Image'],
      allowDerivatives: false,
      allowDifferentLicense: false,
      sfwOnly,
    },
    viewer: { can: { 'model.seeNsfwLine': seeNsfwLine } },
  }) as unknown as Page;

describe('permissionViews', () => {
  it('gives everyone the license lines, and moderators one more: whether NSFW use is allowed', () => {
    const visitor = permissionViews(page(false, true));
    expect(visitor.map((line) => line.key)).not.toContain('nsfw');
    expect(visitor.find((line) => line.key === 'commercial-image')?.allowed).toBe(true);

    expect(permissionViews(page(true, true)).at(-1)).toEqual({
      key: 'nsfw',
      label: 'Use it for NSFW content',
      allowed: false,
    });
    expect(permissionViews(page(true, false)).at(-1)?.allowed).toBe(true);
  });
});
