import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { authErrors, errors, httpErrors } from '@atelier/domain';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { failureOf, reactionOf } from './failure';

const WEB = join(import.meta.dirname, '..', '..');

/** Every code an entry of a catalogue can carry; functions are called with placeholders for their arguments. */
const codesOf = (catalogue: Record<string, unknown>): string[] =>
  Object.values(catalogue).flatMap((entry) => {
    const value = typeof entry === 'function' ? (entry as (...args: string[]) => unknown)('x', 'x') : entry;
    return value && typeof value === 'object' && 'code' in value ? [String(value.code)] : [];
  });

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });

/** The string literals of a source file: quoted ones and template literals without substitutions. */
const stringLiterals = (source: string): string[] =>
  [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`$\\]*)`/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );

/** Where a failure code is written out by hand, as `file: 'CODE'`. */
const handWrittenCodes = (codes: Set<string>, allowedIn: (file: string) => boolean = () => false) =>
  ['app', 'e2e'].flatMap((folder) =>
    sourceFiles(join(WEB, folder))
      .filter((file) => !allowedIn(relative(WEB, file)))
      .flatMap((file) =>
        stringLiterals(readFileSync(file, 'utf8'))
          .filter((literal) => codes.has(literal))
          .map((literal) => `${relative(WEB, file)}: '${literal}'`),
      ),
  );

describe('failure codes in the web app', () => {
  it("are never written as string literals: they come from the domain's catalogue or the ErrorCode union", () => {
    expect(handWrittenCodes(new Set(codesOf(errors)))).toEqual([]);
  });

  it("nor are the accounts' and the HTTP edge's codes, which come from the domain's edge catalogue", () => {
    const edgeCodes = new Set(
      [...codesOf(authErrors), ...codesOf(httpErrors)].filter((code) => !codesOf(errors).includes(code)),
    );
    expect(edgeCodes.size).toBeGreaterThan(0);
    expect(handWrittenCodes(edgeCodes)).toEqual([]);
  });
});

const refused = (message: string, errorCode: string) =>
  new TRPCClientError(message, {
    result: { error: { message, code: -32600, data: { errorCode } } },
  } as ConstructorParameters<typeof TRPCClientError>[1]);

describe('failureOf', () => {
  it("reads the server's message and code, and what the page does about the code", () => {
    const { code, message } = errors.insufficientBuzz;
    expect(failureOf(refused(message, code))).toEqual({ message, code, reaction: 'buy', issues: [] });
    expect(failureOf(refused('taken', authErrors.usernameTaken.code)).reaction).toBe('usernameTaken');
    expect(failureOf(refused(errors.vaultStorageLimit.message, errors.vaultStorageLimit.code)).reaction).toBe(
      'vaultFull',
    );
  });

  it('only says a failure whose code it does not know', () => {
    expect(failureOf(refused('Something new', 'SOMETHING.NEW'))).toMatchObject({
      code: null,
      reaction: 'say',
    });
    expect(reactionOf(null)).toBe('say');
  });

  it("falls back to the catalogue's generic text when the answer is not the API's", () => {
    expect(failureOf(new Error('Failed to fetch'))).toEqual({
      message: errors.generic.message,
      code: null,
      reaction: 'say',
      issues: [],
    });
  });
});
