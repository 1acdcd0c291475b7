import { isSameSitePath } from '@atelier/domain';
import sanitize from 'sanitize-html';

/**
 * Makes user-written description HTML safe to insert: only formatting tags survive, every attribute is dropped except
 * a link's href when it is http(s), mailto, a fragment or a same-site path (the redirects' rule, so never `//host` or
 * `/\host`), and script-like elements go with their content. Runs on the server only, where the API answers are made
 * (see `withSafeDescription`), so the browser renders the answer's HTML as-is and never loads the library.
 */

const ALLOWED_TAGS =
  'p br hr strong b em i u s del sub sup code pre blockquote h2 h3 h4 h5 h6 ul ol li a span'.split(' ');
/** Elements whose content is code or markup, not text: dropped whole. */
const DROPPED_WITH_CONTENT =
  'script style iframe object embed template noscript textarea title svg math select'.split(' ');

/** http(s), mailto, a same-site path or a fragment; anything else (javascript:, data:, //host, /\host) is not a link. */
const isSafeHref = (href: string): boolean =>
  /^(https?:\/\/|mailto:)[\x21-\x7e]/i.test(href) || isSameSitePath(href) || /^#[\x21-\x7e]*$/.test(href);

const LINK_ATTRIBUTES = { rel: 'nofollow ugc noopener noreferrer', target: '_blank' };

/** The options for one kind of text: which links it keeps, and what a kept link carries. */
const optionsFor = (
  isKeptHref: (href: string) => boolean,
  linkAttributes: Record<string, string>,
  allowedSchemes: string[],
): sanitize.IOptions => ({
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  nonTextTags: DROPPED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  allowedSchemes,
  allowProtocolRelative: false,
  transformTags: {
    a: (_tagName, attribs) => {
      const href = attribs.href?.trim();
      return {
        tagName: 'a',
        attribs: href !== undefined && isKeptHref(href) ? { href, ...linkAttributes } : {},
      };
    },
  },
});

const OPTIONS = optionsFor(isSafeHref, LINK_ATTRIBUTES, ['http', 'https', 'mailto']);

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/**
 * Discussion comments (docs/community.md): the same formatting, but a link survives only with an absolute http(s)
 * address and always carries `rel="nofollow ugc noopener"`; any other link keeps its text and loses its address.
 */
const COMMENT_OPTIONS = optionsFor(
  (href) => /^https?:\/\/[\x21-\x7e]/i.test(href),
  { rel: 'nofollow ugc noopener', target: '_blank' },
  ['http', 'https'],
);

export function sanitizeCommentHtml(html: string): string {
  return sanitize(html, COMMENT_OPTIONS);
}

/** A comment (or any record with `content`) with its HTML made safe to insert, for every answer that carries it. */
export const withSafeContent = <T extends { content: string }>(item: T): T => ({
  ...item,
  content: sanitizeCommentHtml(item.content),
});

/** The same model or version with its description made safe to insert: the API's answers carry only this HTML. */
export const withSafeDescription = <T extends { description: string }>(item: T): T => ({
  ...item,
  description: sanitizeHtml(item.description),
});
