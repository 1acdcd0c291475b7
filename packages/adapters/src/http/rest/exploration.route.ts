import type { ExplorationEvent, GenerateExplorationImages } from '@atelier/domain';
import { Router } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { storableString } from '../../storage/knex/storable-text.js';
import { refuse } from '../refuse.js';
import { stateOf } from '../request-state.js';
import { describeZodError } from '../trpc/failure.js';

const batchInput = z.strictObject({
  modelVersionId: z.number().int().positive().max(2_147_483_647),
  name: storableString().min(1).max(200),
  alreadyShown: z.number().int().min(0).max(10_000),
});

/** One line of the stream: the event as the web app reads it (`apps/web/app/gallery/exploration-stream.ts`). */
export type ExplorationLine =
  | { kind: 'image'; index: number; url: string }
  | { kind: 'failed'; index: number; code: string; message: string }
  | { kind: 'stopped'; code: string; message: string };

const lineOf = (event: ExplorationEvent): ExplorationLine =>
  event.kind === 'image'
    ? event
    : event.kind === 'failed'
      ? { kind: 'failed', index: event.index, code: event.error.code, message: event.error.message }
      : { kind: 'stopped', code: event.error.code, message: event.error.message };

/**
 * `POST /api/exploration/images` `{ modelVersionId, name, alreadyShown }`: one batch of a prompt's exploration images,
 * streamed as newline-delimited JSON (`ExplorationLine`), one line per image or failure as the provider answers. The
 * browser talks only to this route; the provider's URL and key stay on the server (docs/generation.md). A refusal
 * before the first image (flag off, version not in generation, "Too many requests") is the usual JSON refusal.
 */
export const explorationRoutes = (deps: { generate: GenerateExplorationImages; logger: Logger }): Router => {
  const routes = Router();
  routes.post('/images', async (req, res) => {
    const parsed = batchInput.safeParse(req.body);
    if (!parsed.success) {
      const described = describeZodError(parsed.error);
      return refuse(res, { code: described.code, message: described.message });
    }
    const batch = await deps.generate.execute(stateOf(res).viewer, parsed.data);
    if (!batch.ok) return refuse(res, batch.error);
    res
      .status(200)
      .set({ 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' })
      .type('application/x-ndjson');
    res.flushHeaders();
    let gone = false;
    res.on('close', () => {
      gone = true;
    });
    try {
      for await (const event of batch.value) {
        if (gone) break;
        res.write(`${JSON.stringify(lineOf(event))}\n`);
      }
    } catch (error) {
      deps.logger.error({ err: error }, 'exploration stream failed');
    }
    res.end();
  });
  return routes;
};
