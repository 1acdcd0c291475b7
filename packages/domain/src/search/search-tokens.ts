import { plainText } from '../display/description.js';

/** The longest query a search takes, in characters; longer ones are refused. */
export const MAX_QUERY_LENGTH = 500;
/** How many words of a query count; later ones are ignored (every word counted is required). */
const MAX_QUERY_TOKENS = 16;
/**
 * Words are cut to this many code points in documents and queries alike: a prefix match still finds them, and
 * PostgreSQL (which drops lexemes over 2 KB) and SQLite see the same words.
 */
const MAX_TOKEN_LENGTH = 64;

const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}/gu;

/**
 * Case and diacritics folded the same way for what is indexed and what is asked: compatibility decomposition (NFKD:
 * "ﬁ" → "fi", "²" → "2"), lower case, marks removed ("é" → "e"). A final sigma becomes σ, as SQLite's tokenizer
 * folds it, so no database folds further than this. Idempotent: folding folded text changes nothing.
 */
export const foldText = (text: string): string =>
  text.normalize('NFKD').toLowerCase().normalize('NFKD').replace(MARKS, '').replace(/ς/g, 'σ');

/** The Unicode words (letters and digits) of `text`, folded and cut, each once, in order of first appearance. */
export const searchTokens = (text: string): string[] => {
  const tokens = new Set<string>();
  for (const [word] of foldText(text).matchAll(WORD)) {
    tokens.add(Array.from(word).slice(0, MAX_TOKEN_LENGTH).join(''));
  }
  return [...tokens];
};

/** The words of a query: each one must start a word of the model's text (prefix match), all of them required. */
export const queryTokens = (query: string): string[] => searchTokens(query).slice(0, MAX_QUERY_TOKENS);

/** What full-text search reads of a model: its name, the plain text of its description, tags, trained words, creator. */
type SearchableText = {
  name: string;
  /** HTML, as stored. */
  description: string;
  tags: readonly string[];
  trainedWords: readonly string[];
  username: string;
};

/**
 * The one token list both databases index (SQLite FTS5 and PostgreSQL's `simple` configuration): the folded words
 * separated by spaces, so each database's own tokenizer finds exactly these words (docs/search.md).
 */
export const searchDocument = (text: SearchableText): string =>
  searchTokens(
    [text.name, plainText(text.description), ...text.tags, ...text.trainedWords, text.username].join(' '),
  ).join(' ');

/** Whether a document (`searchDocument`) matches every query token as a prefix of one of its words. */
export const documentMatches = (document: string, tokens: readonly string[]): boolean => {
  const words = document === '' ? [] : document.split(' ');
  return tokens.every((token) => words.some((word) => word.startsWith(token)));
};
