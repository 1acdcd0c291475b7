import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { airOf } from '../models/air.js';
import { normalizeHash } from './catalog.js';

const HEX = [...'0123456789abcdefABCDEF'];

describe('normalizeHash', () => {
  it('takes hex of the six types’ lengths in any case, upper-cased, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 80 }),
        fc.array(fc.constantFrom(...HEX), { maxLength: 80 }),
        (length, digits) => {
          const raw = digits.slice(0, length).join('');
          const expected = [8, 10, 12, 64].includes(raw.length) ? raw.toUpperCase() : null;
          expect(normalizeHash(raw)).toBe(expected);
        },
      ),
    );
  });

  it('refuses what is not hex, and trims the spaces a paste brings', () => {
    expect(normalizeHash('E3B0C44G')).toBeNull();
    expect(normalizeHash('../../etc')).toBeNull();
    expect(normalizeHash(' e3b0c442 ')).toBe('E3B0C442');
  });
});

describe('airOf', () => {
  it('names the ecosystem from the base model and the kind from the model type', () => {
    expect(airOf({ id: 3, type: 'LORA' }, { id: 9, baseModel: 'SDXL 1.0' })).toBe(
      'urn:air:sdxl10:lora:atelier:3@9',
    );
    expect(airOf({ id: 1, type: 'TextualInversion' }, { id: 2, baseModel: 'SD 1.5' })).toBe(
      'urn:air:sd15:embedding:atelier:1@2',
    );
  });
});
