import { seesEverything } from '../models/visibility.js';
import { loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { GenerationRequest, GenerationResult } from '../ports/services.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import type { ExpectedFailure } from '../shared/failure.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import {
  canRequestExploration,
  explorationAllowed,
  explorationOffset,
  explorationRequest,
} from './exploration-rules.js';

/**
 * What the viewer sees of a batch, in arrival order: each position (0..count-1) gets one image or one failure
 * (the timeout or provider text); `stopped` ends the batch early ("Too many attempts").
 */
export type ExplorationEvent =
  | { kind: 'image'; index: number; url: string }
  | { kind: 'failed'; index: number; error: ExpectedFailure }
  | { kind: 'stopped'; error: ExpectedFailure };

const failureOf = (result: Exclude<GenerationResult, { kind: 'image' | 'adult' }>): ExpectedFailure =>
  result.kind === 'timeout' ? errors.exploreTimedOut : errors.exploreUnavailable;

/**
 * Exploration images for one of a version's prompts (spec §7–§9): 9 at a random offset (0..99), then 9 more as the
 * viewer nears the end. Refused with the flag off, for a version not in generation or still in paid early access
 * without a purchase, and when it would leave more than 5 requests pending. A result the provider refuses as adult
 * content is asked again at another offset, up to 5 retries per batch; one more ends the batch with "Too many
 * attempts". `random` is injected so tests (and replays) are deterministic.
 */
export class GenerateExplorationImages {
  constructor(
    private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags' | 'generation'>,
    private readonly random: () => number = Math.random,
  ) {}

  async execute(
    viewer: Viewer,
    input: { modelVersionId: number; name: string; alreadyShown: number },
  ): Promise<Result<AsyncIterable<ExplorationEvent>>> {
    if (!this.deps.flags.isOn('imageGeneration')) return fail(errors.featureOff);
    if (viewer === null) return fail(errors.signInRequired);
    const now = this.deps.clock.now();
    const prompt = await this.deps.uow.read(async (repositories) => {
      const loaded = await loadAuthorizedVersion(
        repositories,
        'model.view',
        viewer,
        input.modelVersionId,
        now,
      );
      if (!loaded.ok) return loaded;
      const { model, version } = loaded.value;
      const allowed = explorationAllowed({
        flagOn: true,
        model,
        version,
        privileged: seesEverything(viewer, model, now),
        access: await repositories.earlyAccessPurchases.accessOf(viewer.id, version.id),
        now,
      });
      if (!allowed.ok) return allowed;
      const prompts = await repositories.explorationPrompts.ofVersion(input.modelVersionId);
      const found = prompts.find((candidate) => candidate.name === input.name);
      return found === undefined ? fail(errors.notFound) : ok(found.prompt);
    });
    if (!prompt.ok) return prompt;
    const request = explorationRequest(prompt.value, {
      alreadyShown: input.alreadyShown,
      random: this.random,
    });
    const started = this.deps.generation.generate(viewer.id, request, (pending) =>
      canRequestExploration({ pending, adultRetries: 0 }),
    );
    if (!started.ok) return started;
    return ok(this.#events(viewer.id, request, started.value));
  }

  /** The batch's results with adult-content refusals retried one by one at fresh offsets. */
  async *#events(
    userId: number,
    request: GenerationRequest,
    results: AsyncIterable<GenerationResult>,
  ): AsyncGenerator<ExplorationEvent> {
    const refused: number[] = [];
    for await (const result of results) {
      if (result.kind === 'image') yield result;
      else if (result.kind === 'adult') refused.push(result.index);
      else yield { kind: 'failed', index: result.index, error: failureOf(result) };
    }
    let adultRetries = 0;
    while (refused.length > 0) {
      const index = refused[0] as number;
      adultRetries += 1;
      const allowed = canRequestExploration({ pending: 0, adultRetries });
      if (!allowed.ok) {
        yield { kind: 'stopped', error: allowed.error };
        return;
      }
      // A retry belongs to a batch already admitted: it is not refused for the pending count.
      const retry = this.deps.generation.generate(
        userId,
        { prompt: request.prompt, offset: explorationOffset(this.random), count: 1 },
        () => ok(null),
      );
      if (!retry.ok) return;
      for await (const result of retry.value) {
        if (result.kind === 'adult') continue;
        refused.shift();
        if (result.kind === 'image') yield { ...result, index };
        else yield { kind: 'failed', index, error: failureOf(result) };
      }
    }
  }
}
