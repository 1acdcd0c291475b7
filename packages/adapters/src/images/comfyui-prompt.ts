import type { ImageMeta } from '@atelier/domain';
import { bounded, MAX_PARAMETERS_TEXT } from './meta-bounds.js';

/**
 * ComfyUI's `prompt` PNG chunk: the node graph it ran, as JSON `{ "<node id>": { class_type, inputs } }` where an
 * input is a value or a link `["<node id>", <output>]`. The sampler node gives seed, steps, CFG and sampler; the text
 * encoders wired to its `positive` and `negative` inputs give the prompts; the checkpoint loader behind its `model`
 * input (through LoRA loaders and the like) gives the model.
 */

type Node = { class_type: string; inputs: Record<string, unknown> };
type Graph = Map<string, Node>;

const SAMPLERS = new Set(['KSampler', 'KSamplerAdvanced']);
const CHECKPOINT_LOADERS = new Set([
  'CheckpointLoaderSimple',
  'CheckpointLoader',
  'ImageOnlyCheckpointLoader',
]);
/** The longest chain of links followed from the sampler; graphs are small, cycles are possible in garbage. */
const MAX_HOPS = 32;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const graphOf = (json: string): Graph | null => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const graph: Graph = new Map();
  for (const [id, node] of Object.entries(parsed)) {
    if (isRecord(node) && typeof node.class_type === 'string' && isRecord(node.inputs))
      graph.set(id, { class_type: node.class_type, inputs: node.inputs });
  }
  return graph;
};

/** The node a link input points at (`["6", 0]`), if it is one. */
const linked = (graph: Graph, input: unknown): Node | null =>
  Array.isArray(input) && (typeof input[0] === 'string' || typeof input[0] === 'number')
    ? (graph.get(String(input[0])) ?? null)
    : null;

/** The text of an encoder: its `text` input, or the text of the node that input is linked to (a primitive). */
const textOf = (graph: Graph, input: unknown): string | null => {
  let node = linked(graph, input);
  for (let hop = 0; node !== null && hop < MAX_HOPS; hop++) {
    const text = node.inputs.text ?? node.inputs.string ?? node.inputs.value;
    if (typeof text === 'string') return text;
    node = linked(graph, text);
  }
  return null;
};

/** The checkpoint behind a sampler's `model` input, through the nodes that pass a model on (`inputs.model`). */
const checkpointOf = (graph: Graph, input: unknown): string | null => {
  let node = linked(graph, input);
  for (let hop = 0; node !== null && hop < MAX_HOPS; hop++) {
    if (CHECKPOINT_LOADERS.has(node.class_type)) {
      const name = node.inputs.ckpt_name;
      return typeof name === 'string' ? name : null;
    }
    node = linked(graph, node.inputs.model);
  }
  return null;
};

/** The first sampler by node id (the base pass when a graph has a second, high-resolution one). */
const samplerOf = (graph: Graph): Node | null => {
  const samplers = [...graph.entries()].filter(([, node]) => SAMPLERS.has(node.class_type));
  samplers.sort(([a], [b]) => Number(a) - Number(b) || a.localeCompare(b));
  return samplers[0]?.[1] ?? null;
};

/** ComfyUI's parameters from its `prompt` graph; null when the text is not such a graph or says nothing. */
export const comfyUiMeta = (json: string): ImageMeta | null => {
  if (json.length > MAX_PARAMETERS_TEXT) return null;
  const graph = graphOf(json);
  const sampler = graph === null ? null : samplerOf(graph);
  if (graph === null || sampler === null) return null;
  const { inputs } = sampler;
  return bounded({
    software: 'ComfyUI',
    prompt: textOf(graph, inputs.positive),
    negativePrompt: textOf(graph, inputs.negative),
    sampler: inputs.sampler_name,
    seed: inputs.seed ?? inputs.noise_seed,
    steps: inputs.steps,
    cfgScale: inputs.cfg,
    model: checkpointOf(graph, inputs.model),
  });
};
