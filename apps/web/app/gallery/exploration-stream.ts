import { errors } from '@atelier/domain';
import { CSRF_HEADERS } from '../api/trpc';

/** One line of `POST /api/exploration/images` (packages/adapters/src/http/rest/exploration.route.ts). */
export type ExplorationLine =
  | { kind: 'image'; index: number; url: string }
  | { kind: 'failed'; index: number; code: string; message: string }
  | { kind: 'stopped'; code: string; message: string };

export type BatchRequest = { modelVersionId: number; name: string; alreadyShown: number };

/** What the server refused the batch with (its JSON refusal), before any image. */
export class BatchRefused extends Error {}

const isLine = (value: unknown): value is ExplorationLine =>
  typeof value === 'object' &&
  value !== null &&
  'kind' in value &&
  (value.kind === 'image' || value.kind === 'failed' || value.kind === 'stopped');

/** The refusal's message, or the catalogue's generic text when the body is not one. */
const refusalOf = async (response: Response): Promise<string> => {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : errors.generic.message;
  } catch {
    return errors.generic.message;
  }
};

/**
 * Asks our server (never the provider: its key stays there) for one batch and hands each line to `onLine` as it
 * arrives. Throws `BatchRefused` with the server's text when the batch is refused.
 */
export async function streamBatch(
  request: BatchRequest,
  onLine: (line: ExplorationLine) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch('/api/exploration/images', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...CSRF_HEADERS },
    body: JSON.stringify(request),
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok || response.body === null) throw new BatchRefused(await refusalOf(response));
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (line.trim() === '') continue;
      const parsed: unknown = JSON.parse(line);
      if (isLine(parsed)) onLine(parsed);
    }
  }
}
