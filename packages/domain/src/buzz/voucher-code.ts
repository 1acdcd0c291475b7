/** Crockford's base32: digits and capitals without I, L, O and U, so a code read aloud or retyped survives. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Random bytes a voucher code is drawn from: 80 bits, 16 characters, far beyond guessing. */
export const VOUCHER_CODE_BYTES = 10;

const GROUP = 4;
const LENGTH = (VOUCHER_CODE_BYTES * 8) / 5;

const grouped = (characters: string): string =>
  (characters.match(new RegExp(`.{1,${GROUP}}`, 'g')) ?? []).join('-');

/**
 * A voucher code from `VOUCHER_CODE_BYTES` random bytes (the adapter that issues vouchers draws them): 16 base32
 * characters in groups of four, like `7KQ2-M9XD-4RTA-0ZPE`.
 */
export const voucherCodeFromBytes = (bytes: Uint8Array): string => {
  if (bytes.length !== VOUCHER_CODE_BYTES)
    throw new Error(`a voucher code takes ${VOUCHER_CODE_BYTES} bytes`);
  let bits = 0;
  let value = 0;
  let characters = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      characters += ALPHABET[(value >> bits) & 31];
    }
    value &= (1 << bits) - 1;
  }
  return grouped(characters);
};

/**
 * A code as typed, in its canonical form, or null when it cannot be a voucher code: case, spaces and dashes do not
 * matter, and the letters people mistake for digits (O for 0, I and L for 1) are read as those digits.
 */
export const normalizeVoucherCode = (typed: string): string | null => {
  const characters = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (characters.length !== LENGTH || [...characters].some((c) => !ALPHABET.includes(c))) return null;
  return grouped(characters);
};
