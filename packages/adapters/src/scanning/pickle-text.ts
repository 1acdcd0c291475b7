/**
 * How CPython turns pickle text arguments into the `str` an import uses, so that a name hidden behind an escape
 * (`S'o\x73'`, `V\u006fs`) is read as the name CPython would import.
 */

const IDENTIFIER = /^[\p{ID_Start}_][\p{ID_Continue}]*$/u;

/** `os`, `torch._utils`: what `__import__` and attribute lookup can resolve; anything else fails to load. */
export const isDottedIdentifier = (text: string): boolean =>
  text.length > 0 && text.split('.').every((part) => IDENTIFIER.test(part));

const SIMPLE_ESCAPES: Record<string, string> = {
  '\\': '\\',
  "'": "'",
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
};

/** Protocol 0 `STRING` arguments go through `codecs.escape_decode`: C-style escapes, octal and `\xhh`. */
export function decodeStringEscapes(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (char !== '\\' || index + 1 >= text.length) {
      out += char;
      continue;
    }
    const next = text[index + 1] as string;
    const octal = /^[0-7]{1,3}/.exec(text.slice(index + 1, index + 4));
    const hex = /^x([0-9a-fA-F]{2})/.exec(text.slice(index + 1, index + 4));
    if (next === '\n') {
      index += 1;
    } else if (next in SIMPLE_ESCAPES) {
      out += SIMPLE_ESCAPES[next];
      index += 1;
    } else if (octal) {
      out += String.fromCharCode(Number.parseInt(octal[0], 8) & 0xff);
      index += octal[0].length;
    } else if (hex) {
      out += String.fromCharCode(Number.parseInt(hex[1] as string, 16));
      index += 3;
    } else {
      out += char;
    }
  }
  return out;
}

/** Protocol 0 `UNICODE` arguments use `raw-unicode-escape`: only `\uXXXX` and `\UXXXXXXXX` after an odd run of `\`. */
export function decodeRawUnicodeEscape(text: string): string {
  let out = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    if (char !== '\\') {
      out += char;
      index += 1;
      continue;
    }
    let run = 0;
    while (text[index + run] === '\\') run += 1;
    const marker = text[index + run];
    const digits = marker === 'u' ? 4 : marker === 'U' ? 8 : 0;
    const hex = text.slice(index + run + 1, index + run + 1 + digits);
    if (run % 2 === 1 && digits > 0 && new RegExp(`^[0-9a-fA-F]{${digits}}$`).test(hex)) {
      const codePoint = Number.parseInt(hex, 16);
      out += '\\'.repeat(run - 1) + (codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '\ufffd');
      index += run + 1 + digits;
    } else {
      out += '\\'.repeat(run);
      index += run;
    }
  }
  return out;
}
