import { isAllowedModule } from './pickle-allow-list.js';
import { HIGHEST_PROTOCOL, OPCODES, STRING_OPCODES } from './pickle-opcodes.js';
import { PickleReader, type WalkOutcome, WalkStop } from './pickle-reader.js';
import { decodeRawUnicodeEscape, decodeStringEscapes, isDottedIdentifier } from './pickle-text.js';

/**
 * Walks one pickle the way CPython's unpickler would, without executing anything: it decodes every opcode, keeps a
 * stand-in value stack (with marks and the memo) and records each import the pickle makes. It fails where CPython
 * would certainly fail (unknown opcode, truncation, stack underflow, a missing memo entry…) and is lenient elsewhere,
 * so a walk never stops early on something CPython would have loaded.
 */

/** A string constant (what an import name must be), plain data, or an object made by the unpickler (anything). */
type Value = { kind: 'text'; text: string } | { kind: 'data' } | { kind: 'object' };

/** Stack items + marks, and memo entries, past which memory would grow with the input: CPython's would too. */
export const MAX_WALK_ITEMS = 1 << 20;
/** Distinct imports recorded; past the allow-list's size some are denied anyway, so the verdict cannot change. */
export const MAX_DISTINCT_IMPORTS = 256;

const DATA: Value = { kind: 'data' };
const OBJECT: Value = { kind: 'object' };

export type { WalkOutcome } from './pickle-reader.js';

export type PickleWalk = {
  /** `module.name` of each GLOBAL, INST and STACK_GLOBAL CPython would run, as written, once each, in order. */
  imports: string[];
  /** STACK_GLOBALs whose module or name is not a string constant: the import cannot be known. */
  computedImports: number;
  /** EXT1/2/4 opcodes reached: imports through copyreg's extension registry. */
  extensionCodes: number;
  /** REDUCE, BUILD, OBJ, INST, NEWOBJ and NEWOBJ_EX reached with their operands: calls CPython would make. */
  calls: number;
  /** Whether the first opcode is PROTO with a protocol CPython reads. */
  startsWithProto: boolean;
  outcome: WalkOutcome;
  /** Offset just past STOP when complete. */
  end: number;
  /** Opcodes decoded + stack items moved + bytes searched for newlines: bounded by a small multiple of the input. */
  work: number;
};

const utf8Strict = new TextDecoder('utf-8', { fatal: true });
const utf8 = new TextDecoder('utf-8');
const latin1 = new TextDecoder('latin1');

/** Lenient checks of line arguments: a superset of what Python's `int()` / `float()` accept. */
const INT_LINE = /^\s*[+-]?[0-9a-zA-Z_]+\s*$/;
const FLOAT_LINE = /^\s*[+-]?[0-9a-zA-Z_.+-]+\s*$/;
const DECIMAL_LINE = /^\s*[+-]?[0-9_]+\s*$/;

export function walkPickle(bytes: Uint8Array, start = 0): PickleWalk {
  const walk: PickleWalk = {
    imports: [],
    computedImports: 0,
    extensionCodes: 0,
    calls: 0,
    startsWithProto: false,
    outcome: { kind: 'complete' },
    end: start,
    work: 0,
  };
  let stack: Value[] = [];
  const marks: Value[][] = [];
  const distinct = new Set<string>();
  /** Items on all stacks plus marks. */
  let depth = 0;
  const memo = new Map<number, Value>();
  const reader = new PickleReader(bytes, start);
  const malformed = (reason: string): WalkStop => reader.malformed(reason);
  const limit = (reason: string): WalkStop => reader.limit(reason);
  const push = (value: Value): void => {
    depth += 1;
    if (depth > MAX_WALK_ITEMS) throw limit('The pickle nests or stacks too many items to scan');
    stack.push(value);
  };
  const pop = (): Value => {
    const value = stack.pop();
    if (value === undefined) throw malformed('The unpickling stack underflows');
    depth -= 1;
    walk.work += 1;
    return value;
  };
  const top = (): Value => {
    const value = stack.at(-1);
    if (value === undefined) throw malformed('The unpickling stack underflows');
    return value;
  };
  const popMark = (): Value[] => {
    const items = stack;
    const previous = marks.pop();
    if (previous === undefined) throw malformed('A MARK is missing');
    walk.work += items.length;
    depth -= items.length + 1;
    stack = previous;
    return items;
  };
  const importOf = (module: string, name: string): void => {
    if (!isDottedIdentifier(module) || !isDottedIdentifier(name))
      throw malformed('An import names no Python module');
    const qualified = `${module}.${name}`;
    if (distinct.has(qualified)) return;
    if (distinct.size >= MAX_DISTINCT_IMPORTS) throw limit('The pickle imports too many different names');
    distinct.add(qualified);
    walk.imports.push(qualified);
  };
  const memoKey = (text: string): number => {
    if (!DECIMAL_LINE.test(text)) throw malformed('A memo index is not a number');
    return Number(text.replace(/_/g, ''));
  };
  const memoSet = (key: number, value: Value): void => {
    if (!memo.has(key) && memo.size >= MAX_WALK_ITEMS)
      throw limit('The pickle memoizes too many items to scan');
    memo.set(key, value);
  };
  const memoGet = (key: number): Value => {
    const value = memo.get(key);
    if (value === undefined) throw malformed(`Memo entry ${key} is missing`);
    return value;
  };

  try {
    while (true) {
      const byte = reader.opcodeByte();
      const opcode = OPCODES[byte];
      if (opcode === undefined) throw malformed(`Unknown opcode 0x${byte.toString(16).padStart(2, '0')}`);
      const { number, data } = reader.argument(opcode.argument);

      switch (opcode.name) {
        case 'PROTO':
          if (number > HIGHEST_PROTOCOL) throw malformed(`Unsupported pickle protocol ${number}`);
          if (reader.opcodeAt === start) walk.startsWithProto = true;
          break;
        case 'FRAME':
          // The C unpickler checks the frame's length, the pure-Python one does not: going on is the safe side.
          break;
        case 'STOP':
          pop();
          walk.end = reader.position;
          walk.work += reader.work;
          return walk;
        case 'MARK':
          depth += 1;
          if (depth > MAX_WALK_ITEMS) throw limit('The pickle nests or stacks too many items to scan');
          marks.push(stack);
          stack = [];
          break;
        case 'POP':
          if (stack.length > 0) pop();
          else popMark();
          break;
        case 'POP_MARK':
          popMark();
          break;
        case 'DUP':
          push(top());
          break;
        case 'INT':
        case 'LONG':
          if (!INT_LINE.test(reader.latin1Line().replace(/L$/, '')))
            throw malformed('An INT or LONG is not a number');
          push(DATA);
          break;
        case 'FLOAT':
          if (!FLOAT_LINE.test(reader.latin1Line())) throw malformed('A FLOAT is not a number');
          push(DATA);
          break;
        case 'STRING': {
          const text = reader.latin1Line().trimEnd();
          const quote = text[0];
          if (text.length < 2 || (quote !== "'" && quote !== '"') || text.at(-1) !== quote)
            throw malformed('A STRING argument is not quoted');
          push({ kind: 'text', text: decodeStringEscapes(text.slice(1, -1)) });
          break;
        }
        case 'UNICODE':
          push({ kind: 'text', text: decodeRawUnicodeEscape(reader.latin1Line()) });
          break;
        case 'PERSID':
          if (reader.line().some((byte) => byte > 0x7f)) throw malformed('A PERSID argument is not ASCII');
          push(OBJECT);
          break;
        case 'BINPERSID':
          pop();
          push(OBJECT);
          break;
        case 'GET':
          push(memoGet(memoKey(reader.latin1Line())));
          break;
        case 'BINGET':
        case 'LONG_BINGET':
          push(memoGet(number));
          break;
        case 'PUT':
          memoSet(memoKey(reader.latin1Line()), top());
          break;
        case 'BINPUT':
        case 'LONG_BINPUT':
          memoSet(number, top());
          break;
        case 'MEMOIZE':
          memoSet(memo.size, top());
          break;
        case 'GLOBAL':
        case 'INST': {
          const module = reader.importLine();
          const name = reader.importLine();
          let texts: [string, string];
          try {
            texts = [utf8Strict.decode(module.data), utf8Strict.decode(name.data)];
          } catch {
            throw module.ended || name.ended ? reader.ended() : malformed('An import name is not UTF-8');
          }
          if (module.ended || name.ended) {
            // At the end of a file CPython imports the module of a cut name (its readline drops the last byte).
            const [cutModule, cutName] = texts;
            if (isDottedIdentifier(cutModule) && isDottedIdentifier(cutName) && !isAllowedModule(cutModule))
              importOf(cutModule, cutName);
            throw reader.ended();
          }
          importOf(...texts);
          if (opcode.name === 'INST') {
            popMark();
            walk.calls += 1;
          }
          push(OBJECT);
          break;
        }
        case 'STACK_GLOBAL': {
          const name = pop();
          const module = pop();
          if (module.kind === 'text' && name.kind === 'text') importOf(module.text, name.text);
          else if (module.kind === 'data' || name.kind === 'data')
            throw malformed('STACK_GLOBAL needs two strings');
          else walk.computedImports += 1;
          push(OBJECT);
          break;
        }
        case 'EXT1':
        case 'EXT2':
        case 'EXT4':
          // CPython looks the code up in copyreg's registry, empty unless an earlier import filled it.
          walk.extensionCodes += 1;
          throw malformed('The pickle imports through a copyreg extension code');
        case 'REDUCE':
        case 'NEWOBJ':
          pop();
          pop();
          walk.calls += 1;
          push(OBJECT);
          break;
        case 'NEWOBJ_EX':
          pop();
          pop();
          pop();
          walk.calls += 1;
          push(OBJECT);
          break;
        case 'OBJ':
          if (popMark().length === 0) throw malformed('OBJ has no class');
          walk.calls += 1;
          push(OBJECT);
          break;
        case 'BUILD':
          pop();
          pop();
          walk.calls += 1;
          push(OBJECT);
          break;
        case 'APPEND':
          pop();
          top();
          break;
        case 'APPENDS':
        case 'ADDITEMS':
          popMark();
          top();
          break;
        case 'SETITEM':
          pop();
          pop();
          top();
          break;
        case 'SETITEMS':
          if (popMark().length % 2 !== 0) throw malformed('SETITEMS has an odd number of items');
          top();
          break;
        case 'DICT':
          if (popMark().length % 2 !== 0) throw malformed('DICT has an odd number of items');
          push(DATA);
          break;
        case 'LIST':
        case 'TUPLE':
        case 'FROZENSET':
          popMark();
          push(DATA);
          break;
        case 'TUPLE1':
          pop();
          push(DATA);
          break;
        case 'TUPLE2':
          pop();
          pop();
          push(DATA);
          break;
        case 'TUPLE3':
          pop();
          pop();
          pop();
          push(DATA);
          break;
        case 'NEXT_BUFFER':
          // Fails unless the loader passes buffers; a buffer is never a name.
          push(DATA);
          break;
        case 'READONLY_BUFFER':
          top();
          break;
        default:
          if (data !== undefined && STRING_OPCODES.has(opcode.name)) {
            const decoder = opcode.name.includes('UNICODE') ? utf8 : latin1;
            push({ kind: 'text', text: decoder.decode(data) });
          } else {
            // Numbers, bytes, None, booleans and empty containers: plain data.
            push(DATA);
          }
      }
    }
  } catch (error) {
    if (!(error instanceof WalkStop)) throw error;
    walk.outcome = error.outcome;
    walk.end = reader.opcodeAt;
    walk.work += reader.work;
    return walk;
  }
}
