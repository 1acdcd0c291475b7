import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentMatches, foldText, queryTokens, searchDocument, searchTokens } from './search-tokens.js';

const anyText = fc.string({ unit: 'binary', maxLength: 200 });
/** A query's words that count, and the longest word kept (search-tokens.ts). */
const MAX_QUERY_TOKENS = 16;
const MAX_TOKEN_LENGTH = 64;

describe('the search token list', () => {
  it('folds case, diacritics and compatibility forms the same way for documents and queries', () => {
    expect(searchTokens('Crème BRÛLÉE — ﬁne² Ἀθῆναι λόγος')).toEqual([
      'creme',
      'brulee',
      'fine2',
      'αθηναι',
      'λογοσ',
    ]);
    expect(searchTokens('"quoted" NEAR(a b) AND -x tok:* a&b !c')).toEqual([
      'quoted',
      'near',
      'a',
      'b',
      'and',
      'x',
      'tok',
      'c',
    ]);
    expect(searchTokens('🎨🖌️ ✨')).toEqual([]);
  });

  it('is made of Unicode words only: no quote, star, colon or operator ever reaches a database', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        for (const token of searchTokens(text)) {
          expect(token).toMatch(/^[\p{L}\p{N}]+$/u);
          expect(Array.from(token).length).toBeLessThanOrEqual(MAX_TOKEN_LENGTH);
        }
      }),
    );
  });

  it('folding is idempotent, so a document folded twice indexes the same words', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(foldText(foldText(text))).toBe(foldText(text));
        const document = searchDocument({
          name: text,
          description: '',
          tags: [],
          trainedWords: [],
          username: '',
        });
        expect(searchTokens(document).join(' ')).toBe(document);
      }),
    );
  });

  it('finds a document by any prefix of any of its words, in any case or accent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-zA-Zà-öø-ÿ0-9]{1,12}$/), { minLength: 1, maxLength: 6 }),
        fc.nat(),
        fc.integer({ min: 1, max: 12 }),
        (words, pick, length) => {
          const document = searchDocument({
            name: words.join(' '),
            description: '',
            tags: [],
            trainedWords: [],
            username: '',
          });
          const word = words[pick % words.length] ?? '';
          const prefix = Array.from(word.toUpperCase()).slice(0, length).join('');
          expect(documentMatches(document, queryTokens(prefix))).toBe(true);
        },
      ),
    );
  });

  it('requires every word of the query and counts at most the first 16', () => {
    const document = searchDocument({
      name: 'Pixel Art Style',
      description: '<p>Retro <b>sprites</b></p>',
      tags: ['anime'],
      trainedWords: ['pxl_art'],
      username: 'Ünïcode',
    });
    expect(document).toBe('pixel art style retro sprites anime pxl unicode');
    expect(documentMatches(document, queryTokens('pix spri'))).toBe(true);
    expect(documentMatches(document, queryTokens('pix photo'))).toBe(false);
    expect(documentMatches(document, queryTokens(''))).toBe(true);
    const many = Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ');
    expect(queryTokens(many)).toHaveLength(MAX_QUERY_TOKENS);
  });

  it('cuts long words in documents and queries alike, so a long word still finds itself', () => {
    const long = 'a'.repeat(300);
    const document = searchDocument({
      name: long,
      description: '',
      tags: [],
      trainedWords: [],
      username: '',
    });
    expect(document).toHaveLength(MAX_TOKEN_LENGTH);
    expect(documentMatches(document, queryTokens(long))).toBe(true);
  });
});
