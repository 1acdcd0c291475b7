import { MAX_DISTINCT_IMPORTS, type WalkOutcome, walkPickle } from './pickle-walker.js';

/**
 * Walks every pickle in a run of bytes, back to back from offset 0: legacy `torch.save` writes five pickles and then
 * raw tensor bytes, and a loader that reads pickles in a loop runs each. Decides what the bytes are by content only.
 */
export type StreamFindings = {
  /** The imports CPython would make before stopping (`module.name` as written), once each, up to 256. */
  imports: string[];
  /** STACK_GLOBALs over computed names. */
  computedImports: number;
  /** Calls CPython would make (REDUCE, BUILD, OBJ…). */
  calls: number;
  /** Pickles read to their STOP. */
  completePickles: number;
  /** Whether the bytes are a pickle at all (see `isCommitted`). */
  isPickle: boolean;
  /** Why the last pickle could not be read, when the bytes are a pickle and it failed. */
  failure?: string;
  /** The bytes end inside a pickle that goes on in bytes not given: read more and walk again. */
  needsMore: boolean;
  /** Opcodes, stack moves and newline searches, for the fuzz's bound on work. */
  work: number;
};

export type StreamOptions = {
  /** The length of the whole stream, of which `bytes` may be a prefix. */
  totalSize: number;
  /** A leading PROTO opcode makes the bytes a pickle (top-level files and `*.pkl` entries, not tensor data). */
  protoCommits: boolean;
};

const describe = (outcome: WalkOutcome): string =>
  outcome.kind === 'malformed' || outcome.kind === 'limit'
    ? `${outcome.reason} (offset ${outcome.offset})`
    : outcome.kind === 'truncated'
      ? `The pickle ends early (offset ${outcome.offset})`
      : 'complete';

export function walkPickleStream(bytes: Uint8Array, options: StreamOptions): StreamFindings {
  const findings: StreamFindings = {
    imports: [],
    computedImports: 0,
    calls: 0,
    completePickles: 0,
    isPickle: false,
    needsMore: false,
    work: 0,
  };
  let offset = 0;
  while (offset < bytes.length) {
    const walk = walkPickle(bytes, offset);
    for (const name of walk.imports) {
      if (findings.imports.length < MAX_DISTINCT_IMPORTS && !findings.imports.includes(name))
        findings.imports.push(name);
    }
    findings.computedImports += walk.computedImports;
    findings.work += walk.work;
    findings.calls += walk.calls;
    if (walk.outcome.kind === 'complete') {
      findings.completePickles += 1;
      findings.isPickle = true;
      offset = walk.end;
      continue;
    }
    // Once CPython has imported something, what follows cannot undo it: the failure is reported, not ignored.
    const committed =
      walk.outcome.kind === 'limit' ||
      walk.imports.length > 0 ||
      walk.computedImports > 0 ||
      walk.extensionCodes > 0 ||
      (offset === 0 && options.protoCommits && walk.startsWithProto);
    if (committed) findings.isPickle = true;
    const outcome = walk.outcome;
    if (
      outcome.kind === 'truncated' &&
      bytes.length < options.totalSize &&
      outcome.needed <= options.totalSize
    ) {
      findings.needsMore = true;
    } else if (committed) {
      findings.failure = describe(outcome);
    }
    // Not committed: the bytes are not a pickle (offset 0) or are the raw data after the last pickle.
    break;
  }
  return findings;
}
