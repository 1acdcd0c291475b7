import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type OperatorPage, type Pages, pageSlugOf } from '@atelier/domain';
import MarkdownIt from 'markdown-it';
import { sanitizeHtml } from '../http/sanitize-html.js';
import { BUILT_IN_PAGES } from './built-in-pages.js';

/** Raw HTML in a page's Markdown is shown as text; the sanitiser still has the last word on what is rendered. */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

const TITLE_LINE = /^#[ \t]+(.+?)[ \t#]*$/m;

/** Where a page's text comes from: the operator's file, or the hub's built-in text while there is no file. */
export type PageSource = 'file' | 'built-in';

export type PageListing = { slug: string; source: PageSource };

/**
 * The operator's pages as Markdown files: `<dir>/articles/6341.md` is `/articles/6341`. The first `# ` line is the
 * title; the rest is rendered with markdown-it and sanitised (sanitize-html, the descriptions' rules) on every read,
 * so an edited file shows at once. A slug without a file falls back to the hub's built-in text, if it has one.
 */
export class FilePages implements Pages {
  constructor(private readonly dir: string) {}

  async ofSlug(slug: string): Promise<OperatorPage | null> {
    const text = await this.markdownOf(slug);
    return text === null ? null : renderPage(slug, text);
  }

  /** The page's Markdown: the file's, else the built-in text, else null. */
  async markdownOf(slug: string): Promise<string | null> {
    const file = this.fileOf(slug);
    const fromFile = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      throw error;
    });
    return fromFile ?? BUILT_IN_PAGES[slug] ?? null;
  }

  /** Writes the page's file (through a temporary file, so a reader never sees half of it). */
  async write(slug: string, text: string): Promise<string> {
    const file = this.fileOf(slug);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, text, 'utf8');
    await rename(temporary, file);
    return file;
  }

  /** Every page the hub answers: the files, and the built-in pages no file replaces, by slug. */
  async list(): Promise<PageListing[]> {
    const files = new Set(await this.slugsOnDisk());
    const builtIn = Object.keys(BUILT_IN_PAGES).filter((slug) => !files.has(slug));
    return [
      ...[...files].map((slug) => ({ slug, source: 'file' as const })),
      ...builtIn.map((slug) => ({ slug, source: 'built-in' as const })),
    ].sort((a, b) => a.slug.localeCompare(b.slug));
  }

  /** The file a valid slug names; an invalid one is refused here too, so no path leaves `dir`. */
  fileOf(slug: string): string {
    const checked = pageSlugOf(slug);
    if (!checked.ok) throw new Error(checked.error.message);
    return path.join(this.dir, `${checked.value}.md`);
  }

  private async slugsOnDisk(): Promise<string[]> {
    const entries = await readdir(this.dir, { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    return entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
      .map((entry) =>
        path.relative(this.dir, path.join(entry.parentPath, entry.name)).slice(0, -'.md'.length),
      )
      .map((slug) => slug.split(path.sep).join('/'))
      .filter((slug) => pageSlugOf(slug).ok);
  }
}

/** The title (the first `# ` line, else the slug's last segment) and the sanitised HTML of the rest. */
export const renderPage = (slug: string, text: string): OperatorPage => {
  const title = TITLE_LINE.exec(text);
  const body = title === null ? text : text.replace(title[0], '');
  return {
    slug,
    title: title?.[1]?.trim() || (slug.split('/').at(-1) ?? slug),
    html: sanitizeHtml(markdown.render(body)),
  };
};
