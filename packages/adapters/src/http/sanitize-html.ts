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

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  nonTextTags: DROPPED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: (_tagName, attribs) => {
      const href = attribs.href?.trim();
      return {
        tagName: 'a',
        attribs: href !== undefined && isSafeHref(href) ? { href, ...LINK_ATTRIBUTES } : {},
      };
    },
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/** The same model or version with its description made safe to insert: the API's answers carry only this HTML. */
export const withSafeDescription = <T extends { description: string }>(item: T): T => ({
  ...item,
  description: sanitizeHtml(item.description),
});
