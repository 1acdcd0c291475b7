import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeGalleryCursor,
  encodeGalleryCursor,
  type GalleryKey,
  pinnedKey,
  publishedAtOfKey,
  reactionsKey,
  timelineKey,
} from './gallery-cursor.js';

const MAX_ID = 2 ** 31 - 1;
/** Every time a `Date` holds. */
const anyDate = fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true });

/** Every key a gallery or feed page can end on. */
const anyKey: fc.Arbitrary<GalleryKey> = fc.oneof(
  fc.nat({ max: 10_000 }).map(pinnedKey),
  fc.tuple(anyDate, fc.integer({ min: 1, max: MAX_ID })).map(([at, id]) => timelineKey(at, id)),
  fc
    .tuple(fc.nat(), fc.integer({ min: 1, max: MAX_ID }))
    .map(([reactions, id]) => reactionsKey(reactions, id)),
);

describe('the gallery cursor', () => {
  it('gives back the key it was made from, whatever the key', () => {
    fc.assert(
      fc.property(anyKey, (key) => {
        expect(decodeGalleryCursor(encodeGalleryCursor(key))).toEqual(key);
      }),
    );
  });

  it('reads nothing from a string no key was encoded to', () => {
    // Whatever decodes is exactly what encoding its key writes: no second spelling of a key gets in.
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^gc\.[-\d.e+x ]{0,40}$/)), (raw) => {
        const key = decodeGalleryCursor(raw);
        return key === null || encodeGalleryCursor(key) === raw;
      }),
    );
    for (const junk of [
      '',
      'nope',
      'gc',
      'gc.1.-5',
      'gc.1.-5.-2.7',
      'gc.2.-5.-2',
      'gc.1.x.-2',
      'gc.1.-5.2', // a post id is positive, so the secondary of a timeline key is negative
      'gc.1.-5.0',
      'gc.0.-1.0', // a pin index is not negative
      'gc.0.3.-2', // a pinned key's secondary is 0
      'gc.1.-05.-2',
      'gc.1.-0.-2',
      'gc.1.-5e3.-2',
      'gc.1.-1.5.-2',
      ' gc.1.-5.-2',
      'gc.1.-5.-2\n',
      'GC.1.-5.-2',
      'gc.1.-9007199254740993.-2', // past the safe integers
      'gc.1.-8640000000000001.-2', // past the dates a Date can hold
      'gc.1.-5.-99999999999999999',
    ]) {
      expect(decodeGalleryCursor(junk), junk).toBeNull();
    }
  });

  it('names the newest-first order: a later post has a smaller key, a tie goes to the higher id', () => {
    const at = new Date('2026-05-01T10:00:00.000Z');
    const cursor = encodeGalleryCursor(timelineKey(at, 42));
    expect(cursor).toBe(`gc.1.-${at.getTime()}.-42`);
    const key = decodeGalleryCursor(cursor) as GalleryKey;
    expect(publishedAtOfKey(key)).toEqual(at);
    expect(timelineKey(new Date(at.getTime() + 1), 1)[1]).toBeLessThan(key[1]);
    expect(timelineKey(at, 43)[2]).toBeLessThan(key[2]);
    expect(encodeGalleryCursor(pinnedKey(0))).toBe('gc.0.0.0');
    expect(encodeGalleryCursor(reactionsKey(0, 7))).toBe('gc.1.0.-7');
  });
});
