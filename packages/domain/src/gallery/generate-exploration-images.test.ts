import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GenerationResult } from '../ports/services.js';
import {
  aModel,
  aUser,
  aVersion,
  createTestWorld,
  type TestWorldOptions,
  type VersionBuilder,
} from '../testing/index.js';
import { canRequestExploration, explorationAllowed, explorationRequest } from './exploration-rules.js';
import { type ExplorationEvent, GenerateExplorationImages } from './generate-exploration-images.js';

const DAY = 24 * 60 * 60 * 1000;

const setup = async (
  options: TestWorldOptions & {
    version?: (builder: VersionBuilder) => VersionBuilder;
    inGeneration?: boolean;
  } = {},
) => {
  const world = createTestWorld(options);
  const owner = await world.given.user(aUser().named('owner'));
  const model = await world.given.model(
    aModel()
      .ownedBy(owner)
      .published()
      .meta({ generationEnabled: options.inGeneration ?? true }),
  );
  const version = await world.given.version((options.version ?? ((v) => v))(aVersion().of(model)));
  await world.repos.explorationPrompts.upsert({
    id: version.id,
    modelId: model.id,
    name: 'Cat',
    prompt: 'a cat',
    index: 0,
  });
  const viewer = await world.given.user(aUser().named('explorer'));
  const generate = new GenerateExplorationImages(world.deps, () => 0.37);
  const run = (fields: { alreadyShown?: number; name?: string; as?: typeof viewer | null } = {}) =>
    generate.execute(fields.as === undefined ? viewer : fields.as, {
      modelVersionId: version.id,
      name: fields.name ?? 'Cat',
      alreadyShown: fields.alreadyShown ?? 0,
    });
  return { world, viewer, owner, version, run };
};

const drain = async (events: AsyncIterable<ExplorationEvent>): Promise<ExplorationEvent[]> => {
  const seen: ExplorationEvent[] = [];
  for await (const event of events) seen.push(event);
  return seen;
};

describe('GenerateExplorationImages', () => {
  it('asks for 9 images of the prompt at the injected random offset and passes each one on', async () => {
    const { world, viewer, run } = await setup();
    const result = await run();
    if (!result.ok) throw new Error(result.error.message);
    const events = await drain(result.value);
    expect(events).toHaveLength(9);
    expect(events[0]).toEqual({
      kind: 'image',
      index: 0,
      url: `https://generation.test/${viewer.id}/37.png`,
    });
    expect(world.generation.requests).toEqual([
      { userId: viewer.id, request: { prompt: 'a cat', offset: 37, count: 9 } },
    ]);
  });

  it('asks for 9 more once images are shown', async () => {
    const { world, run } = await setup();
    await run({ alreadyShown: 9 });
    expect(world.generation.requests[0]?.request.count).toBe(9);
  });

  it('refuses with "Too many requests" when it would leave more than 5 pending', async () => {
    const { world, run } = await setup();
    world.generation.pending = 5;
    expect(await run()).toMatchObject({
      error: { code: 'EXPLORE.TOO_MANY_REQUESTS', message: 'Too many requests' },
    });
    world.generation.pending = 4;
    expect((await run()).ok).toBe(true);
  });

  it('retries an adult-content refusal at another offset and ends with "Too many attempts" after 5 retries', async () => {
    const { world, run } = await setup();
    const adult: GenerationResult['kind'][] = ['adult'];
    world.generation.willAnswer(['image', 'adult', 'timeout'], adult, ['image']);
    const first = await run();
    if (!first.ok) throw new Error(first.error.message);
    expect(await drain(first.value)).toEqual([
      expect.objectContaining({ kind: 'image', index: 0 }),
      { kind: 'failed', index: 2, error: expect.objectContaining({ code: 'EXPLORE.TIMED_OUT' }) },
      expect.objectContaining({ kind: 'image', index: 1 }),
    ]);
    expect(world.generation.requests.slice(1).map((r) => r.request.count)).toEqual([1, 1]);

    world.generation.willAnswer(['adult', 'image'], adult, adult, adult, adult, adult);
    const second = await run();
    if (!second.ok) throw new Error(second.error.message);
    expect((await drain(second.value)).at(-1)).toEqual({
      kind: 'stopped',
      error: expect.objectContaining({ code: 'EXPLORE.TOO_MANY_ATTEMPTS', message: 'Too many attempts' }),
    });
  });

  it('is off with image generation', async () => {
    const { run } = await setup({ flags: { imageGeneration: false } });
    expect(await run()).toMatchObject({ error: { code: 'FEATURE.OFF' } });
  });

  it('is refused for a version not offered for generation or a model removed from generation', async () => {
    const notOffered = await setup({ version: (v) => v.notForGeneration() });
    expect(await notOffered.run()).toMatchObject({ error: { code: 'EXPLORE.VERSION_OFF' } });
    const removed = await setup({ inGeneration: false });
    expect(await removed.run()).toMatchObject({ error: { code: 'EXPLORE.VERSION_OFF' } });
    expect(removed.world.generation.requests).toEqual([]);
  });

  it('honours early-access generation purchases; owners pass the gate', async () => {
    const { world, viewer, owner, version, run } = await setup({
      version: (v) =>
        v.inEarlyAccess(new Date(Date.UTC(2026, 0, 5)), {
          chargeForDownload: false,
          downloadPrice: null,
          chargeForGeneration: true,
          generationPrice: 100,
        }),
    });
    expect(await run()).toMatchObject({ error: { code: 'EXPLORE.PURCHASE_REQUIRED' } });
    expect((await run({ as: owner })).ok).toBe(true);
    await world.repos.earlyAccessPurchases.grant(viewer.id, version.id, 'generation');
    expect((await run()).ok).toBe(true);
  });

  it('needs a signed-in viewer and a prompt of the version', async () => {
    const { run } = await setup();
    expect(await run({ as: null })).toMatchObject({ error: { code: 'AUTH.SIGN_IN_REQUIRED' } });
    expect(await run({ name: 'Dog' })).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('exploration rules', () => {
  it('admits a request only while it leaves at most 5 pending and at most 5 adult retries', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), (pending, adultRetries) => {
        const result = canRequestExploration({ pending, adultRetries });
        if (pending >= 5) expect(result).toMatchObject({ error: { code: 'EXPLORE.TOO_MANY_REQUESTS' } });
        else if (adultRetries > 5)
          expect(result).toMatchObject({ error: { code: 'EXPLORE.TOO_MANY_ATTEMPTS' } });
        else expect(result.ok).toBe(true);
      }),
    );
  });

  it('asks for 9 at an offset from 0 to 99 whatever the random number', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.nat(1000),
        (random, shown) => {
          const request = explorationRequest('p', { alreadyShown: shown, random: () => random });
          expect(request.count).toBe(9);
          expect(Number.isInteger(request.offset)).toBe(true);
          expect(request.offset).toBeGreaterThanOrEqual(0);
          expect(request.offset).toBeLessThanOrEqual(99);
        },
      ),
    );
  });

  it('gates paid early-access generation by purchase, privilege, the flag and the generation switches', () => {
    const now = new Date(Date.UTC(2026, 0, 1));
    fc.assert(
      fc.property(
        fc.record({
          flagOn: fc.boolean(),
          canGenerate: fc.boolean(),
          generationEnabled: fc.boolean(),
          earlyAccess: fc.boolean(),
          charge: fc.boolean(),
          free: fc.boolean(),
          privileged: fc.boolean(),
          download: fc.boolean(),
          generation: fc.boolean(),
        }),
        (c) => {
          const result = explorationAllowed({
            flagOn: c.flagOn,
            version: {
              canGenerate: c.canGenerate,
              earlyAccessEndsAt: c.earlyAccess ? new Date(now.getTime() + DAY) : null,
              earlyAccessConfig: {
                chargeForDownload: false,
                downloadPrice: null,
                chargeForGeneration: c.charge,
                generationPrice: c.charge ? 100 : null,
                freeGeneration: c.free,
                generationTrialLimit: null,
                timeframeDays: 7,
              },
            },
            model: { meta: { generationEnabled: c.generationEnabled } },
            privileged: c.privileged,
            access: { download: c.download, generation: c.generation },
            now,
          });
          const gated = c.earlyAccess && c.charge && !c.free;
          const expected = !c.flagOn
            ? 'FEATURE.OFF'
            : !c.canGenerate || !c.generationEnabled
              ? 'EXPLORE.VERSION_OFF'
              : gated && !c.privileged && !c.download && !c.generation
                ? 'EXPLORE.PURCHASE_REQUIRED'
                : null;
          expect(result.ok ? null : result.error.code).toBe(expected);
        },
      ),
    );
  });
});
