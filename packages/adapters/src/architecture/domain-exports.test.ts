import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A domain export with no caller outside tests is dead code (house style: "a rule has one home"). A caller is a
 * non-test file that imports the name: adapters source, the apps' source, or another domain source file. Barrels
 * (`index.ts`) and the testing kit (`src/testing/`, imported by tests only) do not count.
 */

const ROOT = join(import.meta.dirname, '../../../..');
const DOMAIN = 'packages/domain/src';

const each = (keys: string[], reason: string) => Object.fromEntries(keys.map((key) => [key, reason]));

/** Exports kept without a production caller, each with its reason. Key: `<file under packages/domain/src>#<name>`. */
const ALLOWED: Record<string, string> = {
  ...each(
    [
      'early-access/early-access.ts#earlyAccessPurchaseOptions',
      'early-access/refunds.ts#refundKey',
      'files/best-file.ts#scoreFile',
      'files/create-model-file.ts#storageKeyOf',
      'models/incomplete-version.ts#wizardStepFor',
      'models/model-notices.ts#NOTICE_KINDS',
      'models/model-texts.ts#scheduleTitle',
      'models/schedule-publish.ts#addCalendarMonths',
      'moderation/audit.ts#AUDIT_ACTIONS',
      'permissions/policy.ts#ROLES',
      'permissions/policy.ts#MODEL_STATES',
      'permissions/policy.ts#POLICY',
      'reviews/review-label.ts#REVIEW_LABELS',
      'reviews/review-label.ts#reviewLabel',
      'buzz/daily-reward.ts#rewardDay',
      'users/account-settings.ts#isBrowsingLevel',
      'search/search-tokens.ts#foldText',
      'search/search-tokens.ts#searchTokens',
      'reviews/get-model-reviews.ts#REVIEWS_PAGE_SIZE',
      'social/leaderboard.ts#leaderboardScore',
      'social/leaderboard.ts#rankCreators',
      'models/public-model-page.ts#seesPublicModelPage',
    ],
    'a named step of a rule its own file uses, exported so a test can pin it down on its own',
  ),
  ...each(
    [
      'buzz/tip-user.ts#TipUserInput',
      'early-access/purchase-quote.ts#PurchaseQuoteInput',
      'files/download-decision.ts#DownloadContext',
      'models/model-notices.ts#NoticeInput',
      'models/model.ts#ModelRank',
      'models/model.ts#ModelAuthor',
      'permissions/policy.ts#Role',
      'permissions/policy.ts#ModelState',
    ],
    "a type of its file's signatures that tests build values of",
  ),
  'search/search-tokens.ts#documentMatches':
    'the match rule (every word a prefix): the in-memory store applies it, the databases reproduce it with their indexes',
  'reviews/review-rules.ts#canAddPostInGallery':
    'the §5 Add Post gate; the community item wires it into the gallery links',
  'reviews/toggle-review.ts#ToggleReview':
    'the thumbs click use case; no procedure calls it yet (reviews item)',
};

const isTestFile = (path: string) =>
  /\.(test|spec|stories)\.tsx?$/.test(path) || /(^|\/)(testing|e2e)\//.test(path) || path.endsWith('.d.ts');

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((path) => !isTestFile(path));

const parse = (path: string) =>
  ts.createSourceFile(path, readFileSync(join(ROOT, path), 'utf8'), ts.ScriptTarget.Latest, true);

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The names a domain file declares and exports itself (re-exports belong to the file they come from). */
const exportedNames = (file: ts.SourceFile): string[] =>
  file.statements.flatMap((statement): string[] => {
    if (ts.isExportDeclaration(statement)) {
      if (statement.moduleSpecifier || !statement.exportClause || !ts.isNamedExports(statement.exportClause))
        return [];
      return statement.exportClause.elements.map((element) => element.name.text);
    }
    if (!hasExport(statement)) return [];
    if (ts.isVariableStatement(statement))
      return statement.declarationList.declarations.flatMap((d) =>
        ts.isIdentifier(d.name) ? [d.name.text] : [],
      );
    const name = (statement as { name?: ts.Node }).name;
    return name && ts.isIdentifier(name) ? [name.text] : [];
  });

const fromDomain = (specifier: string, importer: string) =>
  specifier === '@atelier/domain' || (importer.startsWith(`${DOMAIN}/`) && specifier.startsWith('.'));

/** The domain names a file imports or re-exports, by their exported name, including `ns.name` on `import * as ns`. */
const importedNames = (path: string): Set<string> => {
  const file = parse(path);
  const names = new Set<string>();
  const namespaces = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const bindings = node.importClause?.namedBindings;
      if (fromDomain(node.moduleSpecifier.text, path) && bindings) {
        if (ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
        else for (const e of bindings.elements) names.add((e.propertyName ?? e.name).text);
      }
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (
        fromDomain(node.moduleSpecifier.text, path) &&
        node.exportClause &&
        ts.isNamedExports(node.exportClause)
      )
        for (const e of node.exportClause.elements) names.add((e.propertyName ?? e.name).text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal) && fromDomain(literal.text, path) && node.qualifier)
        names.add(ts.isIdentifier(node.qualifier) ? node.qualifier.text : node.qualifier.left.getText());
    } else if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      namespaces.has(node.expression.text)
    ) {
      names.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
};

const domainFiles = sourceFiles(DOMAIN).filter((path) => !path.endsWith('/index.ts'));
const exports = domainFiles.flatMap((path) =>
  exportedNames(parse(path)).map((name) => ({ path, name, key: `${relative(DOMAIN, path)}#${name}` })),
);

const callers = [
  ...domainFiles,
  ...sourceFiles('packages/adapters/src'),
  ...['apps/web/app', 'apps/web/server', 'apps/cli/src'].flatMap(sourceFiles),
].map((path) => ({ path, names: importedNames(path) }));

const hasCaller = ({ path, name }: { path: string; name: string }) =>
  callers.some((caller) => caller.path !== path && caller.names.has(name));

describe('domain exports', () => {
  it('finds the domain source and its callers', () => {
    expect(exports.length).toBeGreaterThan(100);
    expect(callers.length).toBeGreaterThan(100);
  });

  it('each has a caller outside tests, or a reason in the allow-list', () => {
    const dead = exports
      .filter((entry) => !hasCaller(entry) && !(entry.key in ALLOWED))
      .map((entry) => entry.key);
    expect(dead).toEqual([]);
  });

  it('allow-lists only exports that exist and still have no caller', () => {
    const stale = Object.keys(ALLOWED).filter((key) => {
      const entry = exports.find((each) => each.key === key);
      return !entry || hasCaller(entry);
    });
    expect(stale).toEqual([]);
  });

  it('gives each name one home', () => {
    const seen = new Map<string, string>();
    const twice = exports.flatMap(({ name, key }) => {
      const first = seen.get(name);
      seen.set(name, key);
      return first ? [`${first} and ${key}`] : [];
    });
    expect(twice).toEqual([]);
  });
});
