const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  nbsp: ' ',
};

/** The text a reader sees in HTML: tags become spaces, common entities are decoded, whitespace collapses. */
export const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();

/** Spec §5/§9: a description gets "Show more" when its plain text exceeds 150 characters. */
export const DESCRIPTION_PREVIEW_CHARS = 150;

export const isLongDescription = (html: string): boolean =>
  plainText(html).length > DESCRIPTION_PREVIEW_CHARS;
