import type { GenerationRequest } from '../ports/services.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';

/** Exploration image limits (spec §8/§9). */
const EXPLORATION = {
  initialCount: 9,
  moreCount: 9,
  maxOffset: 99,
  maxPending: 5,
  maxAdultRetries: 5,
  idleCloseMs: 60_000,
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
 * Whether another exploration request may go out: "Too many requests" when more than 5 are pending, "Too many
 * attempts" after more than 5 retries for adult content (spec §8).
 */
export const canRequestExploration = (state: { pending: number; adultRetries: number }): Result<null> => {
  if (state.pending > EXPLORATION.maxPending) return fail(errors.exploreTooManyRequests);
  if (state.adultRetries > EXPLORATION.maxAdultRetries) return fail(errors.exploreTooManyAttempts);
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
