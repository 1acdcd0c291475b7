/**
 * Makes user-written description HTML safe to insert: only formatting tags survive, every attribute is dropped except
 * a link's http(s), mailto or same-site `href`, and script-like elements go with their content. Pure string work, so
 * the server render and the browser produce the same markup.
 */

const ALLOWED = new Set(
  'p br hr strong b em i u s del sub sup code pre blockquote h2 h3 h4 h5 h6 ul ol li a span'.split(' '),
);
const VOID = new Set(['br', 'hr']);
/** Elements whose content is code or markup, not text: dropped whole. */
const DROPPED_WITH_CONTENT = new Set(
  'script style iframe object embed template noscript textarea title svg math select'.split(' '),
);

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>|<|[^<]+/g;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

const escapeText = (text: string) =>
  text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;')
    .replace(/>/g, '&gt;');

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const decodeAttribute = (value: string) =>
  value.replace(
    /&(amp|quot|#39|lt|gt);/g,
    (_, name: string) => ({ amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' })[name] ?? '',
  );

/** http(s), mailto, a same-site path or a fragment; anything else (javascript:, data:, //host) is not a link. */
const safeHref = (raw: string): string | null => {
  const href = decodeAttribute(raw).trim();
  // Browsers ignore spaces and control characters inside a scheme ("java\tscript:"), so compare without them.
  const scheme = Array.from(href)
    .filter((char) => char.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();
  if (/^(https?:|mailto:)/.test(scheme)) return href;
  if ((href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#')) return href;
  return null;
};

const openTag = (name: string, attributes: string) => {
  if (name !== 'a') return `<${name}>`;
  const match = HREF.exec(attributes);
  const href = match ? safeHref(match[1] ?? match[2] ?? match[3] ?? '') : null;
  return href === null
    ? '<a>'
    : `<a href="${escapeAttribute(href)}" rel="nofollow ugc noopener noreferrer" target="_blank">`;
};

export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  const tokens = new RegExp(TOKEN.source, 'g');
  for (let match = tokens.exec(html); match !== null; match = tokens.exec(html)) {
    const [token, slash, rawName, attributes = ''] = match;
    if (rawName === undefined) {
      if (token === '<') out.push('&lt;');
      else if (!token.startsWith('<!--')) out.push(escapeText(token));
      continue;
    }
    const name = rawName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (slash) continue;
      const end = new RegExp(`</${name}\\s*>`, 'i').exec(html.slice(tokens.lastIndex));
      tokens.lastIndex = end ? tokens.lastIndex + end.index + end[0].length : html.length;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (!slash) {
      out.push(openTag(name, attributes));
      if (!VOID.has(name)) open.push(name);
    } else if (open.includes(name)) {
      // Close everything opened inside it too, so the output stays well nested.
      while (open.length > 0) {
        const closed = open.pop();
        out.push(`</${closed}>`);
        if (closed === name) break;
      }
    }
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}
