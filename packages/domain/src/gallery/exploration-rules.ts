import { hasEarlyAccess, isEarlyAccessActive } from '../early-access/early-access.js';
import type { ModelMeta } from '../models/model.js';
import type { ModelVersion } from '../models/model-version.js';
import type { Access } from '../ports/early-access.js';
import type { GenerationRequest } from '../ports/services.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';

/** Exploration image limits (spec §8/§9). */
export const EXPLORATION = {
  initialCount: 9,
  moreCount: 9,
  maxOffset: 99,
  maxPending: 5,
  maxAdultRetries: 5,
  idleCloseMs: 60_000,
  resultTimeoutMs: 10_000,
} as const;

/** Display name and prompt are required, ignoring surrounding whitespace (spec §5). */
export const validateExplorationPrompt = (fields: {
  name?: string | null;
  prompt?: string | null;
}): Result<{ name: string; prompt: string }> => {
  const name = fields.name?.trim() ?? '';
  const prompt = fields.prompt?.trim() ?? '';
  if (name === '' || prompt === '') return fail(errors.promptFieldsRequired);
  return ok({ name, prompt });
};

/**
 * Whether another exploration request may go out, given the viewer's requests already in flight and the adult-content
 * retries so far: "Too many requests" when it would make more than 5 pending, "Too many attempts" after more than 5
 * retries for adult content (spec §8).
 */
export const canRequestExploration = (state: { pending: number; adultRetries: number }): Result<null> => {
  if (state.pending + 1 > EXPLORATION.maxPending) return fail(errors.exploreTooManyRequests);
  if (state.adultRetries > EXPLORATION.maxAdultRetries) return fail(errors.exploreTooManyAttempts);
  return ok(null);
};

/**
 * Whether the viewer may generate with this version: the imageGeneration flag, the version offered for generation
 * and its model left in generation by moderators (`generationEnabled`), and, while early access charges for
 * generation, a purchase (download access counts too); owners and moderators pass the early-access gate.
 */
export const explorationAllowed = (context: {
  flagOn: boolean;
  version: Pick<ModelVersion, 'canGenerate' | 'earlyAccessEndsAt' | 'earlyAccessConfig'>;
  model: { meta: Pick<ModelMeta, 'generationEnabled'> };
  privileged: boolean;
  access: Access;
  now: Date;
}): Result<null> => {
  const { version, now } = context;
  if (!context.flagOn) return fail(errors.featureOff);
  if (!version.canGenerate || !context.model.meta.generationEnabled) return fail(errors.exploreVersionOff);
  const charged =
    isEarlyAccessActive(version, now) &&
    version.earlyAccessConfig?.chargeForGeneration === true &&
    version.earlyAccessConfig.freeGeneration !== true;
  if (charged && !context.privileged && !hasEarlyAccess(context.access, 'generation'))
    return fail(errors.explorePurchaseRequired);
  return ok(null);
};

/** A random offset from 0 to 99; `random` returns a number in [0, 1) like `Math.random`. */
export const explorationOffset = (random: () => number): number =>
  Math.min(EXPLORATION.maxOffset, Math.max(0, Math.floor(random() * (EXPLORATION.maxOffset + 1))));

/** The next batch: 9 images first, then 9 more each time the viewer nears the end (spec §9). */
export const explorationRequest = (
  prompt: string,
  { alreadyShown, random }: { alreadyShown: number; random: () => number },
): GenerationRequest => ({
  prompt,
  offset: explorationOffset(random),
  count: alreadyShown === 0 ? EXPLORATION.initialCount : EXPLORATION.moreCount,
});
