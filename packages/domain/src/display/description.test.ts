import { describe, expect, it } from 'vitest';
import { metaDescription, plainText, showsDescriptionToggle } from './description.js';

describe('plainText', () => {
  it('strips tags, decodes entities and collapses whitespace', () => {
    expect(plainText('<p>Fish &amp; chips</p>\n<p><strong>good</strong></p>')).toBe('Fish & chips good');
  });
});

describe('showsDescriptionToggle (spec §5)', () => {
  it('shows "Show more" only above 150 plain characters', () => {
    expect(showsDescriptionToggle('a'.repeat(150))).toBe(false);
    expect(showsDescriptionToggle('a'.repeat(151))).toBe(true);
  });

  it('does not count markup', () => {
    expect(
      showsDescriptionToggle(`<p><a href="https://example.com/very/long">${'a'.repeat(150)}</a></p>`),
    ).toBe(false);
  });
});

describe('metaDescription', () => {
  it('cuts the plain text to 150 characters', () => {
    const text = metaDescription(`<h1>${'b'.repeat(200)}</h1>`);
    expect(text).toBe('b'.repeat(150));
  });

  it('keeps short descriptions whole', () => {
    expect(metaDescription('<p>Short</p>')).toBe('Short');
  });
});
