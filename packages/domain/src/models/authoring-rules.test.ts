import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { modelFields } from '../testing/index.js';
import {
  AUTHORING_LIMITS,
  CHECKPOINT_TYPES,
  checkAvailabilityKept,
  checkModelFields,
  resolveTags,
} from './authoring-rules.js';
import { COMMERCIAL_USES } from './license.js';
import { MODEL_TYPES } from './model.js';

const refused = { ok: false, error: { code: 'INVALID_INPUT' } };

describe('checkModelFields', () => {
  it('keeps a valid model as written, its name trimmed', () => {
    expect(checkModelFields(modelFields({ name: '  Lumen  ' }))).toEqual({
      ok: true,
      value: modelFields({ name: 'Lumen' }),
    });
  });

  it('asks for a name of 1..255 characters once trimmed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.nat({ max: 3 }), (name, padding) => {
        const padded = `${' '.repeat(padding)}${name}${' '.repeat(padding)}`;
        const trimmed = padded.trim();
        const result = checkModelFields(modelFields({ name: padded }));
        const valid = trimmed.length >= 1 && trimmed.length <= AUTHORING_LIMITS.nameLength;
        expect(result.ok).toBe(valid);
        if (result.ok) expect(result.value.name).toBe(trimmed);
      }),
    );
  });

  it('gives checkpoints a checkpoint type and nothing else one', () => {
    const checkpointType = fc.constantFrom(null, ...CHECKPOINT_TYPES);
    fc.assert(
      fc.property(fc.constantFrom(...MODEL_TYPES), checkpointType, (type, chosen) => {
        const result = checkModelFields(modelFields({ type, checkpointType: chosen }));
        expect(result.ok).toBe(type === 'Checkpoint' ? chosen !== null : chosen === null);
      }),
    );
  });

  it("refuses 'None' beside any other commercial use, and orders the rest as the spec lists them", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...COMMERCIAL_USES), { maxLength: 8 }), (uses) => {
        const result = checkModelFields(modelFields({ allowCommercialUse: uses }));
        const mixed = uses.includes('None') && uses.some((use) => use !== 'None');
        expect(result.ok).toBe(!mixed);
        if (result.ok) {
          expect(result.value.allowCommercialUse).toEqual(
            COMMERCIAL_USES.filter((use) => uses.includes(use)),
          );
        }
      }),
    );
  });

  it('never lets NSFW go with a minor or a real person', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (nsfw, poi, minor) => {
        const result = checkModelFields(modelFields({ nsfw, poi, minor }));
        expect(result.ok).toBe(!(nsfw && (poi || minor)));
      }),
    );
    expect(checkModelFields(modelFields({ nsfw: true, minor: true }))).toMatchObject({
      ok: false,
      error: { message: 'A model that depicts a minor cannot be marked NSFW.' },
    });
  });

  it('normalises tags: trimmed, no empties, each once ignoring case (first spelling kept), at most 20 of 1..50', () => {
    const tag = fc.string({ maxLength: 60 }).map((text) => text.replace(/\s/g, 'x'));
    const spaced = fc.tuple(fc.constantFrom('', ' ', '  '), tag, fc.constantFrom('', ' '));
    fc.assert(
      fc.property(fc.array(spaced, { maxLength: 30 }), (parts) => {
        const names = parts.map(([before, name, after]) => `${before}${name}${after}`);
        const result = checkModelFields(modelFields({ tagNames: names }));
        const distinct = [...new Map(parts.map(([, n]) => [n.toLowerCase(), n] as const)).entries()]
          .filter(([key]) => key !== '')
          .map(([key]) => key);
        const tooLong = parts.some(([, n]) => n.length > AUTHORING_LIMITS.tagLength);
        expect(result.ok).toBe(distinct.length <= AUTHORING_LIMITS.tags && !tooLong);
        if (!result.ok) return;
        const kept = result.value.tagNames;
        expect(kept.map((n) => n.toLowerCase())).toEqual(distinct);
        for (const name of kept) expect(name).toBe(name.trim());
        // The first spelling of each name wins.
        for (const name of kept)
          expect(parts.find(([, n]) => n.toLowerCase() === name.toLowerCase())?.[1]).toBe(name);
      }),
    );
  });

  it('bounds the description at 50,000 characters', () => {
    const limit = AUTHORING_LIMITS.descriptionLength;
    expect(checkModelFields(modelFields({ description: 'x'.repeat(limit) })).ok).toBe(true);
    expect(checkModelFields(modelFields({ description: 'x'.repeat(limit + 1) }))).toMatchObject(refused);
  });
});

describe('checkAvailabilityKept', () => {
  it('lets an update keep the availability and refuses any change, pointing to publishing a private model', () => {
    const availabilities = ['Public', 'Unsearchable', 'Private', 'EarlyAccess'] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...availabilities),
        fc.constantFrom('Public', 'Private'),
        (current, wanted) => {
          const result = checkAvailabilityKept({ availability: current }, wanted as 'Public' | 'Private');
          const same = (current === 'Private') === (wanted === 'Private');
          expect(result).toEqual(
            same ? { ok: true, value: null } : { ok: false, error: errors.availabilityFixed },
          );
        },
      ),
    );
    expect(errors.availabilityFixed.message).toMatch(/Publish private model/);
  });
});

describe('resolveTags', () => {
  it('uses a stored tag whatever the case of the name given, and makes the others new plain tags', () => {
    expect(resolveTags(['anime', 'New one'], [{ name: 'Anime', isCategory: true }])).toEqual([
      { name: 'Anime', isCategory: true },
      { name: 'New one', isCategory: false },
    ]);
  });
});
