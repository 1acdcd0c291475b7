/** Where the description gets a "Show more" toggle, and how long a meta description may be (spec §9). */
const DESCRIPTION_PREVIEW_CHARS = 150;
const META_DESCRIPTION_CHARS = 150;
/** Description preview heights in pixels: version panel and main column (spec §9). */
export const DESCRIPTION_PREVIEW_HEIGHT = { versionPanel: 200, mainColumn: 460 } as const;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  nbsp: ' ',
};

/**
 * The text a reader sees in an HTML description: tags become spaces (so "<p>a</p><p>b</p>" reads "a b"), common
 * entities are decoded and runs of whitespace collapse to one space.
 */
export const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();

/** "Show more" appears when the plain text exceeds 150 characters (spec §5). */
export const showsDescriptionToggle = (html: string): boolean =>
  plainText(html).length > DESCRIPTION_PREVIEW_CHARS;

/** The page's meta description: the plain text cut to 150 characters (spec §9). */
export const metaDescription = (html: string): string =>
  Array.from(plainText(html)).slice(0, META_DESCRIPTION_CHARS).join('');
