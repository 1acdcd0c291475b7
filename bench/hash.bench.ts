/**
 * Hashing throughput: `inspectFile` (all six hashes, the SafeTensors header check and tensor facts, in one streamed
 * pass) against coreutils `sha256sum` on the same SafeTensors file, in the same run. Writes the figures to the
 * `## Hashing` section of docs/benchmarks.md.
 *
 *   pnpm --filter @atelier/bench hash
 *   options (environment): HASH_BENCH_MIB=2048 (file size in MiB), HASH_BENCH_ROUNDS=3
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { inspectFile } from '../packages/adapters/src/files/inspect-file.js';
import { machineLine, today } from './lib/machine.js';
import { table, writeSection } from './lib/report.js';

const MIB = 1024 * 1024;
const BLOCK_MIB = 64;
const SIZE_MIB = Math.max(BLOCK_MIB, Number(process.env.HASH_BENCH_MIB ?? 2048));
const ROUNDS = Math.max(1, Number(process.env.HASH_BENCH_ROUNDS ?? 3));
const GOAL = 0.7;

/**
 * A SafeTensors file of `tensors` F16 tensors of 64 MiB each, every one holding the same random block: generating
 * gigabytes of fresh randomness would take longer than the hashing, and no hash here can tell a repeated block.
 */
async function writeSafetensorsFile(file: string, tensors: number): Promise<number> {
  const block = randomBytes(BLOCK_MIB * MIB);
  const header = headerFor(tensors);
  const handle = await open(file, 'w');
  try {
    await handle.write(header);
    for (let index = 0; index < tensors; index += 1) await handle.write(block);
  } finally {
    await handle.close();
  }
  return header.length + tensors * block.length;
}

/** The 8-byte length and the JSON header, padded so the data starts 8-byte aligned, as the reference writer does. */
function headerFor(tensors: number): Uint8Array {
  const bytesPerTensor = BLOCK_MIB * MIB;
  const json: Record<string, unknown> = { __metadata__: { format: 'pt' } };
  for (let index = 0; index < tensors; index += 1) {
    json[`model.layers.${index}.weight`] = {
      dtype: 'F16',
      shape: [bytesPerTensor / 2 / 512, 512],
      data_offsets: [index * bytesPerTensor, (index + 1) * bytesPerTensor],
    };
  }
  let text = JSON.stringify(json);
  text += ' '.repeat((8 - ((8 + Buffer.byteLength(text)) % 8)) % 8);
  const body = new TextEncoder().encode(text);
  const out = new Uint8Array(8 + body.length);
  new DataView(out.buffer).setBigUint64(0, BigInt(body.length), true);
  out.set(body, 8);
  return out;
}

const hasShaExtensions = (): boolean => {
  try {
    return /\bsha_ni\b/.test(readFileSync('/proc/cpuinfo', 'utf8'));
  } catch {
    return false;
  }
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Wall seconds of a command, and its first word of output (the digest). */
function timeCommand(command: string, args: string[]): { seconds: number; digest: string } | null {
  const start = performance.now();
  const run = spawnSync(command, args, { encoding: 'utf8' });
  const seconds = (performance.now() - start) / 1000;
  if (run.status !== 0) return null;
  const digest =
    run.stdout
      .trim()
      .split(/\s+/)
      .at(command === 'openssl' ? -1 : 0) ?? '';
  return { seconds, digest: digest.toUpperCase() };
}

const dir = await mkdtemp(path.join(tmpdir(), 'atelier-hash-bench-'));
try {
  const file = path.join(dir, 'model.safetensors');
  const tensors = Math.floor(SIZE_MIB / BLOCK_MIB);
  console.log(`Writing a ${tensors * BLOCK_MIB} MiB SafeTensors file…`);
  const size = await writeSafetensorsFile(file, tensors);
  const mib = size / MIB;

  const times = { sha256sum: [] as number[], openssl: [] as number[], inspect: [] as number[] };
  let sums = { sha256sum: '', openssl: '', ours: '' };
  let report: Awaited<ReturnType<typeof inspectFile>> | null = null;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const coreutils = timeCommand('sha256sum', [file]);
    if (coreutils === null) throw new Error('sha256sum failed');
    times.sha256sum.push(coreutils.seconds);
    const openssl = timeCommand('openssl', ['dgst', '-sha256', file]);
    if (openssl) times.openssl.push(openssl.seconds);
    const start = performance.now();
    report = await inspectFile(file);
    times.inspect.push((performance.now() - start) / 1000);
    sums = { sha256sum: coreutils.digest, openssl: openssl?.digest ?? '', ours: report.hashes.SHA256 };
    console.log(
      `round ${round}: sha256sum ${coreutils.seconds.toFixed(2)} s, openssl ${openssl?.seconds.toFixed(2) ?? '—'} s, inspectFile ${times.inspect.at(-1)?.toFixed(2)} s`,
    );
  }
  if (
    report === null ||
    sums.ours !== sums.sha256sum ||
    (sums.openssl !== '' && sums.openssl !== sums.ours)
  ) {
    throw new Error(`The SHA-256 digests disagree: ${JSON.stringify(sums)}`);
  }
  if (report.format !== 'SafeTensor' || report.problem !== null || report.hashes.AutoV3 === undefined) {
    throw new Error(`The bench file did not read as a valid SafeTensors file: ${report.problem}`);
  }

  const rateOf = (seconds: number[]): number => mib / median(seconds);
  const coreutilsRate = rateOf(times.sha256sum);
  const ourRate = rateOf(times.inspect);
  const ratio = ourRate / coreutilsRate;
  const rows: (string | number)[][] = [
    [
      '`sha256sum` (coreutils)',
      'SHA-256',
      median(times.sha256sum).toFixed(2),
      coreutilsRate.toFixed(0),
      '1.00',
    ],
    [
      '`inspectFile`',
      'SHA-256, AutoV3 (a second SHA-256), BLAKE3, CRC-32, AutoV1, header check',
      median(times.inspect).toFixed(2),
      `**${ourRate.toFixed(0)}**`,
      `**${ratio.toFixed(2)}**`,
    ],
  ];
  if (times.openssl.length > 0) {
    const opensslRate = rateOf(times.openssl);
    rows.push([
      '`openssl dgst -sha256` (for reference)',
      'SHA-256',
      median(times.openssl).toFixed(2),
      opensslRate.toFixed(0),
      (opensslRate / coreutilsRate).toFixed(2),
    ]);
  }

  await writeSection(
    'hashing',
    `## Hashing: one pass over a ${(size / 1024 ** 3).toFixed(2)} GiB SafeTensors file

Measured ${today()}. \`HASH_BENCH_MIB=${SIZE_MIB} pnpm --filter @atelier/bench hash\` writes a SafeTensors file of
${tensors} F16 tensors (${BLOCK_MIB} MiB each, every one the same random ${BLOCK_MIB} MiB block: fresh randomness for
gigabytes would take longer than the hashing, and no hash can tell), then times \`sha256sum\` and \`inspectFile\`
(\`packages/adapters/src/files/inspect-file.ts\`) on it, ${ROUNDS} rounds interleaved; the table shows the median.
The file was just written, so every read comes from the page cache: this measures hashing, not the disk. Every
round's SHA-256 is checked against \`sha256sum\`'s.

${table(['Tool', 'Computes', 'Seconds', 'MiB/s', 'Throughput / sha256sum'], rows)}

Goal: \`inspectFile\` at least ${GOAL} of \`sha256sum\`'s throughput — **${ratio >= GOAL ? 'met' : 'not met'}**
(${ratio.toFixed(2)}). \`inspectFile\` runs on one thread (the file is read one chunk ahead on libuv's pool); its
per-byte cost is two SHA-256 (OpenSSL through \`node:crypto\`), BLAKE3 (hash-wasm) and CRC-32 (zlib). The CPU
${hasShaExtensions() ? 'has' : 'lacks'} the SHA extensions (\`sha_ni\`); \`openssl\` uses them when present, and its
speed relative to \`sha256sum\` in the table shows whether this machine's coreutils build does;
see docs/file-hashes.md ("Speed") for what a second thread would buy.

Per round (seconds): sha256sum ${times.sha256sum.map((s) => s.toFixed(2)).join(', ')}; inspectFile
${times.inspect.map((s) => s.toFixed(2)).join(', ')}${times.openssl.length > 0 ? `; openssl ${times.openssl.map((s) => s.toFixed(2)).join(', ')}` : ''}.

${machineLine()}`,
  );
  console.log(
    `inspectFile ${ourRate.toFixed(0)} MiB/s, sha256sum ${coreutilsRate.toFixed(0)} MiB/s, ratio ${ratio.toFixed(2)}`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
