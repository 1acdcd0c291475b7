/**
 * The pickle opcodes of protocols 0–5, as CPython's `pickletools.opcodes` lists them: each opcode's byte, name and
 * how its argument is encoded. `pickle-walker.ts` decodes arguments with this table and simulates the stack.
 */

/** How an opcode's argument is written after the opcode byte. */
export type ArgumentKind =
  | 'none'
  /** Fixed-width little-endian numbers. */
  | 'u1'
  | 'u2'
  | 'i4'
  | 'u4'
  | 'u8'
  | 'f8'
  /** A newline-terminated line (INT, FLOAT, STRING, UNICODE, PERSID, GET, PUT). */
  | 'line'
  /** Two lines: module then name (GLOBAL, INST). */
  | 'linePair'
  /** A length (unsigned 1, 4 or 8 bytes, or signed 4) then that many bytes. */
  | 'len1'
  | 'len4'
  | 'lenI4'
  | 'len8';

export type Opcode = { name: string; argument: ArgumentKind };

const TABLE: [string, string, ArgumentKind][] = [
  ['(', 'MARK', 'none'],
  ['.', 'STOP', 'none'],
  ['0', 'POP', 'none'],
  ['1', 'POP_MARK', 'none'],
  ['2', 'DUP', 'none'],
  ['N', 'NONE', 'none'],
  ['Q', 'BINPERSID', 'none'],
  ['R', 'REDUCE', 'none'],
  ['a', 'APPEND', 'none'],
  ['b', 'BUILD', 'none'],
  ['d', 'DICT', 'none'],
  ['}', 'EMPTY_DICT', 'none'],
  ['e', 'APPENDS', 'none'],
  ['l', 'LIST', 'none'],
  [']', 'EMPTY_LIST', 'none'],
  ['o', 'OBJ', 'none'],
  ['s', 'SETITEM', 'none'],
  ['t', 'TUPLE', 'none'],
  [')', 'EMPTY_TUPLE', 'none'],
  ['u', 'SETITEMS', 'none'],
  ['\x81', 'NEWOBJ', 'none'],
  ['\x85', 'TUPLE1', 'none'],
  ['\x86', 'TUPLE2', 'none'],
  ['\x87', 'TUPLE3', 'none'],
  ['\x88', 'NEWTRUE', 'none'],
  ['\x89', 'NEWFALSE', 'none'],
  ['\x8f', 'EMPTY_SET', 'none'],
  ['\x90', 'ADDITEMS', 'none'],
  ['\x91', 'FROZENSET', 'none'],
  ['\x92', 'NEWOBJ_EX', 'none'],
  ['\x93', 'STACK_GLOBAL', 'none'],
  ['\x94', 'MEMOIZE', 'none'],
  ['\x97', 'NEXT_BUFFER', 'none'],
  ['\x98', 'READONLY_BUFFER', 'none'],
  ['F', 'FLOAT', 'line'],
  ['I', 'INT', 'line'],
  ['L', 'LONG', 'line'],
  ['P', 'PERSID', 'line'],
  ['S', 'STRING', 'line'],
  ['V', 'UNICODE', 'line'],
  ['g', 'GET', 'line'],
  ['p', 'PUT', 'line'],
  ['c', 'GLOBAL', 'linePair'],
  ['i', 'INST', 'linePair'],
  ['J', 'BININT', 'i4'],
  ['K', 'BININT1', 'u1'],
  ['M', 'BININT2', 'u2'],
  ['h', 'BINGET', 'u1'],
  ['j', 'LONG_BINGET', 'u4'],
  ['q', 'BINPUT', 'u1'],
  ['r', 'LONG_BINPUT', 'u4'],
  ['G', 'BINFLOAT', 'f8'],
  ['\x80', 'PROTO', 'u1'],
  ['\x82', 'EXT1', 'u1'],
  ['\x83', 'EXT2', 'u2'],
  ['\x84', 'EXT4', 'i4'],
  ['\x95', 'FRAME', 'u8'],
  ['\x8a', 'LONG1', 'len1'],
  ['\x8b', 'LONG4', 'lenI4'],
  ['T', 'BINSTRING', 'lenI4'],
  ['U', 'SHORT_BINSTRING', 'len1'],
  ['X', 'BINUNICODE', 'len4'],
  ['B', 'BINBYTES', 'len4'],
  ['C', 'SHORT_BINBYTES', 'len1'],
  ['\x8c', 'SHORT_BINUNICODE', 'len1'],
  ['\x8d', 'BINUNICODE8', 'len8'],
  ['\x8e', 'BINBYTES8', 'len8'],
  ['\x96', 'BYTEARRAY8', 'len8'],
];

/** Indexed by the opcode byte; `undefined` for the 188 bytes that are not opcodes. */
export const OPCODES: readonly (Opcode | undefined)[] = (() => {
  const table: (Opcode | undefined)[] = new Array(256).fill(undefined);
  for (const [char, name, argument] of TABLE) table[char.charCodeAt(0)] = { name, argument };
  return table;
})();

/** The highest protocol CPython 3.11 reads; `PROTO` with a higher number fails to load. */
export const HIGHEST_PROTOCOL = 5;

/** Opcodes whose argument is a string that becomes a Python `str` (protocol 0–2 strings decode to `str` too). */
export const STRING_OPCODES = new Set([
  'STRING',
  'UNICODE',
  'BINSTRING',
  'SHORT_BINSTRING',
  'BINUNICODE',
  'SHORT_BINUNICODE',
  'BINUNICODE8',
]);
