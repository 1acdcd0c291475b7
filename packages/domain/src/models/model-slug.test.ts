import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isReservedPathSegment } from '../shared/reserved-path-segments.js';
import { modelPath } from './model-slug.js';

const slugOf = (name: string) => modelPath(7, name).slice('/models/7/'.length);

describe('modelPath', () => {
  it('joins the lower-case words of the name with dashes', () => {
    expect(modelPath(7, 'My LoRA v2!')).toBe('/models/7/my-lora-v2');
    expect(modelPath(7, 'Café Crème')).toBe('/models/7/cafe-creme');
    expect(modelPath(7, '！！')).toBe('/models/7/model');
  });

  it("never reads as one of the site's fixed pages", () => {
    expect(modelPath(7, 'Edit')).toBe('/models/7/edit-model');
    expect(modelPath(7, ' Model Versions ')).toBe('/models/7/model-versions-model');
    expect(modelPath(7, 'WIZARD')).toBe('/models/7/wizard-model');
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        const slug = slugOf(name);
        expect(isReservedPathSegment(slug)).toBe(false);
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }),
    );
  });
});
