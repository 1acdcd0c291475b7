import { gzipSync } from 'node:zlib';

export type Asset = { url: string; kind: 'js' | 'css'; bytes: number; gzipBytes: number };

export type FirstLoad = {
  assets: Asset[];
  /** Modules a first visit loads through a static import that no tag in the HTML names (should stay empty). */
  unlisted: string[];
};

/** zlib's default level (6), the level the hub's `compression` middleware sends. */
export const gzipBytes = (bytes: Uint8Array): number => gzipSync(bytes).length;

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** What the HTML itself makes the browser fetch: module preloads, stylesheets, script sources, inline imports. */
export function tagUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    if (href && (rel === 'modulepreload' || rel === 'stylesheet')) urls.add(href);
  }
  for (const [tag, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = attribute(tag, 'src');
    if (src) urls.add(src);
    // An inline module's imports run at load: `import * as route0 from "/assets/…"`, `import("/assets/…")`.
    if (/type="module"/.test(tag))
      for (const [, url] of (body ?? '').matchAll(
        /\bimport\s*(?:[^"'();]*?\bfrom\s*|\(\s*)["']([^"']+)["']/g,
      ))
        if (url) urls.add(url);
  }
  return [...urls];
}

/** The modules a built chunk imports statically (`import{…}from"./x.js"`); dynamic `import()` loads later. */
const staticImports = (source: string, base: string): string[] =>
  [...source.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g)].map(
    ([, specifier]) => new URL(specifier as string, base).pathname,
  );

/** Fetches every JS and CSS file a first visit of `html` loads (following static imports), with sizes. */
export async function firstLoad(html: string, origin: string): Promise<FirstLoad> {
  const listed = tagUrls(html).filter((url) => /\.(js|css)$/.test(url));
  const queue = [...listed];
  const seen = new Set(queue);
  const assets: Asset[] = [];
  while (queue.length > 0) {
    const url = queue.shift() as string;
    const response = await fetch(origin + url);
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const kind = url.endsWith('.css') ? 'css' : 'js';
    assets.push({ url, kind, bytes: bytes.length, gzipBytes: gzipBytes(bytes) });
    if (kind === 'js')
      for (const imported of staticImports(new TextDecoder().decode(bytes), origin + url))
        if (!seen.has(imported)) {
          seen.add(imported);
          queue.push(imported);
        }
  }
  return { assets, unlisted: [...seen].filter((url) => !listed.includes(url)) };
}
