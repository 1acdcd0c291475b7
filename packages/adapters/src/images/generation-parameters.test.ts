import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { a1111Meta, userCommentText } from './a1111-parameters.js';
import { comfyUiMeta } from './comfyui-prompt.js';
import { decodeImage } from './decode-image.js';
import { generationParametersOf } from './generation-parameters.js';
import { MAX_NAME_LENGTH, MAX_PARAMETERS_TEXT, MAX_PROMPT_LENGTH } from './meta-bounds.js';
import {
  jpegWithUserCommentBytes,
  pngImage,
  pngWithChunks,
  textChunk,
  withUserComment,
} from './testing/image-fixtures.js';

/** A1111's `parameters` text, as its PNG info tab shows it. */
const A1111_TEXT = [
  'a lighthouse on a cliff, golden hour, <lora:film-grain:0.6>',
  'dramatic clouds',
  'Negative prompt: blurry, lowres,',
  'watermark',
  'Steps: 28, Sampler: DPM++ 2M Karras, CFG scale: 6.5, Seed: 3141592653, Size: 512x768, Model hash: 6ce0161689, ' +
    'Model: dreamshaper_8, Lora hashes: "film-grain: 1a2b3c, other: 4d5e6f", Version: v1.9.4',
].join('\n');

const A1111_META = {
  software: 'A1111',
  prompt: 'a lighthouse on a cliff, golden hour, <lora:film-grain:0.6>\ndramatic clouds',
  negativePrompt: 'blurry, lowres,\nwatermark',
  sampler: 'DPM++ 2M Karras',
  seed: 3141592653,
  steps: 28,
  cfgScale: 6.5,
  model: 'dreamshaper_8',
};

/** ComfyUI's API graph of a plain text-to-image run with one LoRA, the positive prompt from a primitive node. */
const COMFY_GRAPH = {
  '3': {
    class_type: 'KSampler',
    inputs: {
      seed: 156680208700286,
      steps: 20,
      cfg: 8,
      sampler_name: 'euler_ancestral',
      scheduler: 'normal',
      denoise: 1,
      model: ['10', 0],
      positive: ['6', 0],
      negative: ['7', 0],
      latent_image: ['5', 0],
    },
  },
  '4': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: 'sd_xl_base_1.0.safetensors' } },
  '5': { class_type: 'EmptyLatentImage', inputs: { width: 1024, height: 1024, batch_size: 1 } },
  '6': { class_type: 'CLIPTextEncode', inputs: { text: ['11', 0], clip: ['10', 1] } },
  '7': { class_type: 'CLIPTextEncode', inputs: { text: 'text, watermark', clip: ['10', 1] } },
  '10': {
    class_type: 'LoraLoader',
    inputs: { lora_name: 'ink.safetensors', strength_model: 1, model: ['4', 0], clip: ['4', 1] },
  },
  '11': { class_type: 'PrimitiveString', inputs: { value: 'an ink drawing of a fox' } },
  '20': {
    class_type: 'KSamplerAdvanced',
    inputs: { noise_seed: 1, steps: 10, cfg: 3, sampler_name: 'dpmpp_2m', model: ['4', 0] },
  },
};

const metaOf = async (bytes: Buffer) => {
  const decoded = await decodeImage(bytes);
  if ('problem' in decoded) throw new Error(`refused: ${decoded.problem}`);
  return { meta: decoded.meta, stored: await sharp(decoded.bytes).metadata() };
};

describe('generation parameters read from an upload', () => {
  it("reads A1111's PNG `parameters` chunk and stores the PNG without it", async () => {
    const { meta, stored } = await metaOf(
      await pngWithChunks(textChunk('parameters', A1111_TEXT), textChunk('Software', 'GPS 48N 2E')),
    );
    expect(meta).toEqual(A1111_META);
    expect(stored.comments).toBeUndefined();
  });

  it('reads an iTXt chunk (UTF-8, as A1111 writes prompts outside Latin-1)', async () => {
    const { meta } = await metaOf(
      await pngWithChunks(textChunk('parameters', '夕焼けの狐\nSteps: 12, Seed: 7', 'iTXt')),
    );
    expect(meta).toMatchObject({
      software: 'A1111',
      prompt: '夕焼けの狐',
      steps: 12,
      seed: 7,
      sampler: null,
    });
  });

  it("reads ComfyUI's `prompt` graph: the first sampler, its wired prompts, and the checkpoint behind its LoRA", async () => {
    const { meta, stored } = await metaOf(
      await pngWithChunks(
        textChunk('prompt', JSON.stringify(COMFY_GRAPH)),
        textChunk('workflow', '{"nodes":[]}'),
      ),
    );
    expect(meta).toEqual({
      software: 'ComfyUI',
      prompt: 'an ink drawing of a fox',
      negativePrompt: 'text, watermark',
      sampler: 'euler_ancestral',
      seed: 156680208700286,
      steps: 20,
      cfgScale: 8,
      model: 'sd_xl_base_1.0.safetensors',
    });
    expect(stored.comments).toBeUndefined();
  });

  it.each(['jpeg', 'webp'] as const)(
    "reads A1111's EXIF UserComment of a %s and stores it without EXIF",
    async (format) => {
      const { meta, stored } = await metaOf(await withUserComment(format, A1111_TEXT));
      expect(meta).toEqual(A1111_META);
      expect(stored.exif).toBeUndefined();
    },
  );

  it.each([
    ['big-endian in a big-endian EXIF (piexif)', true, 'utf16be'],
    ['big-endian in a little-endian EXIF', false, 'utf16be'],
    ['little-endian', false, 'utf16le'],
    ['little-endian with a byte-order mark', true, 'bom-le'],
  ] as const)('reads a UNICODE UserComment, UTF-16 %s', async (_, bigEndianExif, encoding) => {
    const text = 'ein Fuchs im Schnee, 狐\nSteps: 30, Sampler: Euler a, CFG scale: 7, Seed: 42';
    const le = Buffer.from(text, 'utf16le');
    const body =
      encoding === 'utf16le'
        ? le
        : encoding === 'bom-le'
          ? Buffer.concat([Buffer.from([0xff, 0xfe]), le])
          : Buffer.from(le).swap16();
    const comment = Buffer.concat([Buffer.from('UNICODE\0', 'latin1'), body]);

    const { meta } = await metaOf(await jpegWithUserCommentBytes(comment, bigEndianExif));

    expect(meta).toEqual({
      software: 'A1111',
      prompt: 'ein Fuchs im Schnee, 狐',
      negativePrompt: null,
      sampler: 'Euler a',
      seed: 42,
      steps: 30,
      cfgScale: 7,
      model: null,
    });
  });

  it('has no parameters for an image without them, nor for chunks other tools write', async () => {
    expect((await metaOf(await pngImage())).meta).toBeNull();
    expect(
      (await metaOf(await pngWithChunks(textChunk('Comment', 'Steps: 20'), textChunk('prompt', 'not json'))))
        .meta,
    ).toBeNull();
    expect((await metaOf(await withUserComment('jpeg', '   '))).meta).toBeNull();
  });

  it('cuts long prompts and names, ignores absurdly long texts and numbers out of range', () => {
    const long = 'x'.repeat(MAX_PROMPT_LENGTH + 50);
    const cut = a1111Meta(`${long}\nSteps: 0, Seed: 99999999999999999999, CFG scale: 1e9, Sampler: ${long}`);
    expect(cut).toMatchObject({ steps: null, seed: null, cfgScale: null });
    expect(cut?.prompt).toHaveLength(MAX_PROMPT_LENGTH);
    expect(cut?.sampler).toHaveLength(MAX_NAME_LENGTH);

    expect(a1111Meta(`a cat\n${'Steps: 20, '.repeat(MAX_PARAMETERS_TEXT / 10)}`)).toBeNull();
    expect(comfyUiMeta(JSON.stringify(COMFY_GRAPH).padEnd(MAX_PARAMETERS_TEXT + 1, ' '))).toBeNull();
  });

  it('keeps text storable: no NUL or other control characters, no lone surrogates', () => {
    expect(a1111Meta('a\u0000 cat\u0007 \ud800\nSteps: 5')).toMatchObject({
      prompt: 'a cat \ufffd',
      steps: 5,
    });
  });

  it('follows no link forever in a graph that loops', () => {
    const loop = {
      '1': { class_type: 'KSampler', inputs: { model: ['2', 0], positive: ['3', 0], seed: 5 } },
      '2': { class_type: 'LoraLoader', inputs: { model: ['2', 0] } },
      '3': { class_type: 'CLIPTextEncode', inputs: { text: ['3', 0] } },
    };
    expect(comfyUiMeta(JSON.stringify(loop))).toMatchObject({ seed: 5, prompt: null, model: null });
  });

  it('reads a long parameters line without colons in time (no quadratic backtracking)', () => {
    const line = `Steps: 3, ${'a'.repeat(200_000)}`;
    expect(a1111Meta(`cat\n${line}`)).toMatchObject({ steps: 3 });
  });
});

/** Whatever a field holds, it stays within the bounds. */
const withinBounds = (meta: ReturnType<typeof a1111Meta>): boolean =>
  meta === null ||
  ((meta.prompt === null || Array.from(meta.prompt).length <= MAX_PROMPT_LENGTH) &&
    (meta.negativePrompt === null || Array.from(meta.negativePrompt).length <= MAX_PROMPT_LENGTH) &&
    (meta.sampler === null || Array.from(meta.sampler).length <= MAX_NAME_LENGTH) &&
    (meta.model === null || Array.from(meta.model).length <= MAX_NAME_LENGTH) &&
    (meta.seed === null || Number.isSafeInteger(meta.seed)) &&
    !JSON.stringify(meta).includes('\\u0000'));

describe('generation parameters from garbage', () => {
  it('never throw on arbitrary text, and what they keep is within bounds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 2000 }), (text) => {
        expect(withinBounds(a1111Meta(text))).toBe(true);
        expect(withinBounds(comfyUiMeta(text))).toBe(true);
        expect(withinBounds(a1111Meta(`${text}\nSteps: ${text}`))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('never throw on arbitrary JSON as a ComfyUI graph, nor on graph-shaped garbage', () => {
    const link = fc.tuple(fc.constantFrom('1', '2', '3', 'x'), fc.nat(3));
    const input = fc.oneof(fc.jsonValue(), link);
    const node = fc.record({
      class_type: fc.constantFrom(
        'KSampler',
        'KSamplerAdvanced',
        'CLIPTextEncode',
        'CheckpointLoaderSimple',
        'x',
      ),
      inputs: fc.dictionary(
        fc.constantFrom('seed', 'steps', 'cfg', 'sampler_name', 'model', 'positive', 'text', 'ckpt_name'),
        input,
      ),
    });
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom('1', '2', '3'), node)), (graph) => {
        expect(withinBounds(comfyUiMeta(JSON.stringify(graph) ?? ''))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('never throw on arbitrary EXIF blocks, UserComments or PNG chunks', () => {
    const bytes = fc.uint8Array({ maxLength: 600 });
    const prefixed = fc.tuple(
      fc.constantFrom('UNICODE\0', 'ASCII\0\0\0', 'Exif\0\0MM', 'Exif\0\0II', '\0\0\0\0\0\0\0\0'),
      bytes,
    );
    fc.assert(
      fc.property(prefixed, fc.string(), fc.string(), ([prefix, tail], parameters, prompt) => {
        const block = Buffer.concat([Buffer.from(prefix, 'latin1'), tail]);
        userCommentText(block);
        expect(
          withinBounds(
            generationParametersOf({
              exif: block,
              comments: [
                { keyword: 'parameters', text: parameters },
                { keyword: 'prompt', text: prompt },
              ],
            }),
          ),
        ).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
