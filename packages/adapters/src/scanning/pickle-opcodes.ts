/**
 * A walker over Python pickle opcodes (protocols 0–5, as listed in CPython's `pickletools`). It never executes
 * anything: it decodes each opcode's argument to know where the next one starts, and reports the globals the
 * pickle would import, which is where a pickle's power to run code comes from.
 */

type ArgKind =
  | 'none'
  | 'u1'
  | 'u2'
  | 'i4'
  | 'u4'
  | 'u8'
  | 'line'
  | 'linePair'
  | 'len1'
  | 'len4'
  | 'len8'
  | 'long1'
  | 'long4'
  | 'f8';

type Opcode = { name: string; arg: ArgKind };

const OPCODES: Record<number, Opcode> = {};
const define = (char: string, name: string, arg: ArgKind): void => {
  OPCODES[char.charCodeAt(0)] = { name, arg };
};
for (const [char, name] of [
  ['(', 'MARK'],
  ['.', 'STOP'],
  ['0', 'POP'],
  ['1', 'POP_MARK'],
  ['2', 'DUP'],
  ['N', 'NONE'],
  ['Q', 'BINPERSID'],
  ['R', 'REDUCE'],
  ['a', 'APPEND'],
  ['b', 'BUILD'],
  ['d', 'DICT'],
  ['}', 'EMPTY_DICT'],
  ['e', 'APPENDS'],
  ['l', 'LIST'],
  [']', 'EMPTY_LIST'],
  ['o', 'OBJ'],
  ['s', 'SETITEM'],
  ['t', 'TUPLE'],
  [')', 'EMPTY_TUPLE'],
  ['u', 'SETITEMS'],
  ['\x81', 'NEWOBJ'],
  ['\x85', 'TUPLE1'],
  ['\x86', 'TUPLE2'],
  ['\x87', 'TUPLE3'],
  ['\x88', 'NEWTRUE'],
  ['\x89', 'NEWFALSE'],
  ['\x8f', 'EMPTY_SET'],
  ['\x90', 'ADDITEMS'],
  ['\x91', 'FROZENSET'],
  ['\x92', 'NEWOBJ_EX'],
  ['\x93', 'STACK_GLOBAL'],
  ['\x94', 'MEMOIZE'],
  ['\x97', 'NEXT_BUFFER'],
  ['\x98', 'READONLY_BUFFER'],
] as const) {
  define(char, name, 'none');
}
define('F', 'FLOAT', 'line');
define('I', 'INT', 'line');
define('L', 'LONG', 'line');
define('P', 'PERSID', 'line');
define('S', 'STRING', 'line');
define('V', 'UNICODE', 'line');
define('g', 'GET', 'line');
define('p', 'PUT', 'line');
define('c', 'GLOBAL', 'linePair');
define('i', 'INST', 'linePair');
define('J', 'BININT', 'i4');
define('K', 'BININT1', 'u1');
define('M', 'BININT2', 'u2');
define('h', 'BINGET', 'u1');
define('j', 'LONG_BINGET', 'u4');
define('q', 'BINPUT', 'u1');
define('r', 'LONG_BINPUT', 'u4');
define('G', 'BINFLOAT', 'f8');
define('\x80', 'PROTO', 'u1');
define('\x82', 'EXT1', 'u1');
define('\x83', 'EXT2', 'u2');
define('\x84', 'EXT4', 'i4');
define('\x8a', 'LONG1', 'long1');
define('\x8b', 'LONG4', 'long4');
define('\x95', 'FRAME', 'u8');
define('T', 'BINSTRING', 'len4');
define('U', 'SHORT_BINSTRING', 'len1');
define('X', 'BINUNICODE', 'len4');
define('B', 'BINBYTES', 'len4');
define('C', 'SHORT_BINBYTES', 'len1');
define('\x8c', 'SHORT_BINUNICODE', 'len1');
define('\x8d', 'BINUNICODE8', 'len8');
define('\x8e', 'BINBYTES8', 'len8');
define('\x96', 'BYTEARRAY8', 'len8');

const STRING_OPS = new Set([
  'STRING',
  'UNICODE',
  'BINSTRING',
  'SHORT_BINSTRING',
  'BINUNICODE',
  'SHORT_BINUNICODE',
  'BINUNICODE8',
]);
const MEMO_GETS = new Set(['GET', 'BINGET', 'LONG_BINGET']);
const MEMO_PUTS = new Set(['PUT', 'BINPUT', 'LONG_BINPUT']);
/** Opcodes that push nothing onto the stack (they mark, pop, frame or store). */
const NO_PUSH = new Set([
  'MARK',
  'STOP',
  'POP',
  'POP_MARK',
  'PROTO',
  'FRAME',
  'MEMOIZE',
  'PUT',
  'BINPUT',
  'LONG_BINPUT',
  'APPEND',
  'APPENDS',
  'SETITEM',
  'SETITEMS',
  'ADDITEMS',
  'BUILD',
]);

export class PickleFormatError extends Error {}

export type PickleImports = {
  /** `module.name` for every GLOBAL, INST and STACK_GLOBAL, in order. */
  globals: string[];
  /** STACK_GLOBALs whose module or name is not a plain string constant (an evasion sign). */
  unresolved: number;
  /** Offset just past the STOP opcode. */
  end: number;
};

const latin1 = new TextDecoder('latin1');
const utf8 = new TextDecoder('utf-8');

/** Walks one pickle starting at `start` until its STOP. Throws PickleFormatError on anything malformed. */
export function readPickleImports(bytes: Uint8Array, start = 0): PickleImports {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const globals: string[] = [];
  let unresolved = 0;
  // Stand-in for the value stack: a string constant, or null for anything else.
  const recent: (string | null)[] = [];
  const memo = new Map<number, string | null>();
  let position = start;

  const need = (count: number): void => {
    if (position + count > bytes.length)
      throw new PickleFormatError('The pickle ends in the middle of an opcode');
  };
  const readLine = (): string => {
    const newline = bytes.indexOf(0x0a, position);
    if (newline < 0) throw new PickleFormatError('The pickle ends in the middle of a line argument');
    const line = latin1.decode(bytes.subarray(position, newline));
    position = newline + 1;
    return line;
  };
  const readCounted = (length: number): Uint8Array => {
    if (!Number.isSafeInteger(length) || length < 0)
      throw new PickleFormatError('A length argument is invalid');
    need(length);
    const data = bytes.subarray(position, position + length);
    position += length;
    return data;
  };
  const readLength = (width: 1 | 4 | 8): number => {
    need(width);
    const value =
      width === 1
        ? view.getUint8(position)
        : width === 4
          ? view.getUint32(position, true)
          : Number(view.getBigUint64(position, true));
    position += width;
    return value;
  };

  while (true) {
    need(1);
    const code = bytes[position] as number;
    const opcode = OPCODES[code];
    if (!opcode) throw new PickleFormatError(`Unknown opcode 0x${code.toString(16)} at offset ${position}`);
    position += 1;
    let argument: string | number | null = null;
    switch (opcode.arg) {
      case 'none':
        break;
      case 'u1':
      case 'u2':
      case 'i4':
      case 'u4':
      case 'u8':
      case 'f8': {
        const width = { u1: 1, u2: 2, i4: 4, u4: 4, u8: 8, f8: 8 }[opcode.arg];
        need(width);
        argument =
          width === 1
            ? view.getUint8(position)
            : width === 2
              ? view.getUint16(position, true)
              : width === 4
                ? view.getUint32(position, true)
                : 0;
        position += width;
        break;
      }
      case 'line':
        argument = readLine();
        break;
      case 'linePair': {
        const module = readLine();
        const name = readLine();
        globals.push(`${module}.${name}`);
        break;
      }
      case 'len1':
      case 'len4':
      case 'len8': {
        const data = readCounted(readLength(opcode.arg === 'len1' ? 1 : opcode.arg === 'len4' ? 4 : 8));
        if (STRING_OPS.has(opcode.name))
          argument = (opcode.name.includes('UNICODE') ? utf8 : latin1).decode(data);
        break;
      }
      case 'long1':
        readCounted(readLength(1));
        break;
      case 'long4':
        readCounted(readLength(4));
        break;
    }

    if (opcode.name === 'STOP') return { globals, unresolved, end: position };
    if (opcode.name === 'STACK_GLOBAL') {
      const name = recent.pop();
      const module = recent.pop();
      if (typeof module === 'string' && typeof name === 'string') globals.push(`${module}.${name}`);
      else unresolved += 1;
      recent.push(null);
    } else if (opcode.name === 'MEMOIZE') {
      memo.set(memo.size, recent.at(-1) ?? null);
    } else if (MEMO_PUTS.has(opcode.name)) {
      memo.set(Number(argument), recent.at(-1) ?? null);
    } else if (opcode.name === 'POP') {
      recent.pop();
    } else if (MEMO_GETS.has(opcode.name)) {
      recent.push(memo.get(Number(argument)) ?? null);
    } else if (STRING_OPS.has(opcode.name)) {
      // Protocol 0 STRING arguments keep their Python quotes.
      recent.push(
        opcode.name === 'STRING' ? String(argument).replace(/^(['"])(.*)\1$/s, '$2') : String(argument),
      );
    } else if (!NO_PUSH.has(opcode.name)) {
      recent.push(null);
    }
  }
}
