import {
  type FileMetadata,
  type FileType,
  type ImageMeta,
  type ModelFile,
  postImageKey,
  postImageUrl,
  type Scanner,
  type ScanReport,
} from '@atelier/domain';
import type { DiskFileStorage } from '../files/disk-file-storage.js';
import { hashEntries } from '../files/hashes.js';
import { inspectFile } from '../files/inspect-file.js';
import { encodeSafetensors } from '../files/safetensors.js';
import { renderGradient } from '../generation/png.js';
import { planPicture } from './artwork/artwork.js';
import { type ArtSubject, type Look, lookOf } from './artwork/looks.js';
import { renderThroughCache } from './picture-cache.js';
import type { FileKind, FilePlan } from './plan-types.js';
import type { Prng } from './prng.js';
import { benignPickle, callingPickle, eicarFile, storedZip, torchCheckpoint } from './sample-files.js';

/** A model file as the seed records it: everything but the ids. */
export type DemoFile = Omit<ModelFile, 'id' | 'modelVersionId'>;
/** A post image: its row's fields, and its BlurHash once the picture is drawn and written. */
export type DemoImage = {
  url: string;
  width: number;
  height: number;
  meta: ImageMeta;
  hash: Promise<string>;
};
export type FileContext = { key: string; modelName: string; versionName: string };

type Shape = { type: FileType; suffix: string; metadata: FileMetadata };

/** How many pictures the `shared` mode draws for all its image rows. */
const IMAGE_POOL_SIZE = 24;
/** Pictures drawn at once: sharp works off the main thread, so two keep both cores of a small machine busy. */
const RENDERS_AT_ONCE = 2;
/** The shared pool's pictures belong to no model: a spread of every scene and palette. */
const POOL_LOOKS: Look[] = (
  [
    ['mountains', 'golden'],
    ['portrait', 'velvet'],
    ['city', 'neon'],
    ['seascape', 'arctic'],
    ['stillLife', 'verdant'],
    ['space', 'twilight'],
    ['forest', 'misty'],
    ['abstract', 'pastel'],
  ] as const
).map(([scene, palette]) => ({ palettes: [palette], scenes: [scene], treatment: 'none', style: [] }));

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
const text = (value: string): Uint8Array => new TextEncoder().encode(value);
const safetensor = (size: string): FileMetadata => ({ format: 'SafeTensor', size, fp: 'fp16' });
const pickled = (fp: string): FileMetadata => ({ format: 'PickleTensor', size: 'full', fp });
const other: FileMetadata = { format: 'Other' };

/** What each kind of demo file is recorded as. */
const SHAPES: Record<FileKind, Shape> = {
  model: { type: 'Model', suffix: '.safetensors', metadata: safetensor('full') },
  modelLarge: { type: 'Model', suffix: '.safetensors', metadata: safetensor('full') },
  pruned: { type: 'Pruned Model', suffix: '_pruned.safetensors', metadata: safetensor('pruned') },
  config: { type: 'Config', suffix: '.yaml', metadata: other },
  trainingData: { type: 'Training Data', suffix: '_training_data.zip', metadata: other },
  wildcards: { type: 'Archive', suffix: '_wildcards.zip', metadata: other },
  legacyCheckpoint: { type: 'Model', suffix: '_fp32.ckpt', metadata: pickled('fp32') },
  dangerousPickle: { type: 'Model', suffix: '_legacy.ckpt', metadata: pickled('fp32') },
  eicarArchive: { type: 'Training Data', suffix: '_dataset.zip', metadata: other },
  brokenPickle: { type: 'VAE', suffix: '_vae.pt', metadata: pickled('fp32') },
  missing: { type: 'Negative', suffix: '_negative.pt', metadata: pickled('fp16') },
};

/** The bytes of one demo file of the given kind; each call draws fresh tensor bytes, so files differ. */
function bytesOf(kind: FileKind, context: FileContext, prng: Prng): Uint8Array | null {
  const meta = {
    'atelier.demo': 'true',
    'modelspec.title': context.modelName,
    'modelspec.version': context.versionName,
  };
  const tensor = (name: string, elements: number) => ({
    name,
    dtype: 'F16' as const,
    shape: [elements],
    data: prng.bytes(elements * 2),
  });
  switch (kind) {
    case 'model':
      return encodeSafetensors(
        [tensor('unet.down.0.weight', prng.int(512, 2048)), tensor('unet.up.0.weight', 256)],
        meta,
      );
    case 'modelLarge':
      // Past 1 MiB + 64 KiB, so its AutoV1 hash reads real tensor bytes rather than an empty window.
      return encodeSafetensors([tensor('unet.weight', 655_360), tensor('vae.weight', 4096)], meta);
    case 'pruned':
      return encodeSafetensors([tensor('unet.down.0.weight', prng.int(256, 1024))], meta);
    case 'config':
      return text(
        `model:\n  base_learning_rate: 1.0e-04\n  target: ldm.models.diffusion.ddpm.LatentDiffusion\n  # ${context.modelName} ${context.versionName}\n`,
      );
    case 'trainingData': {
      const images = Array.from({ length: 3 }, (_, index) => ({
        name: `dataset/${index + 1}.png`,
        data: renderGradient(32, 32, [prng.int(0, 255), 80, 160], [240, prng.int(0, 255), 40]),
      }));
      const captions = images.map((image) => ({
        name: image.name.replace('.png', '.txt'),
        data: text(`a photo, ${context.modelName}`),
      }));
      return storedZip([...images, ...captions]);
    }
    case 'wildcards':
      return storedZip([
        { name: 'colors.txt', data: text('crimson\nteal\nochre\nviolet\n') },
        {
          name: 'places.txt',
          data: text(`harbor at dawn\nmisty forest\nneon alley\n# ${prng.int(0, 1e9)}\n`),
        },
      ]);
    case 'legacyCheckpoint':
      return torchCheckpoint(benignPickle('state_dict', prng.int(0, 255)), prng.bytes(2048));
    case 'dangerousPickle':
      // Never loaded: the pickle scanner reads its opcodes and finds the os.system import.
      return torchCheckpoint(
        callingPickle('os', 'system', 'echo this checkpoint would run a command', 2),
        prng.bytes(1024),
      );
    case 'eicarArchive':
      return storedZip([{ name: 'eicar.com', data: eicarFile(context.key) }]);
    case 'brokenPickle':
      return benignPickle('decoder', 1).subarray(0, 24);
    case 'missing':
      return null;
  }
}

/**
 * Writes the demo's model files and images to storage, records their real hashes and runs the real scanner on
 * them. In `shared` mode it writes a small pool once and hands out pool entries (docs/demo-data.md).
 */
export class DemoFiles {
  readonly #pool = new Map<string, DemoFile>();
  readonly #imagePool: Promise<DemoImage>[] = [];
  readonly #looks = new Map<string, Look>();
  readonly #rendering = new Set<Promise<void>>();

  constructor(
    private readonly storage: DiskFileStorage,
    private readonly scanner: Scanner,
    private readonly prng: Prng,
    private readonly mode: 'unique' | 'shared',
    private readonly scannedAt: Date,
    private readonly poolSize = 8,
    /** Where pictures drawn by an earlier seed of this test run are kept (picture-cache.ts); null draws them all. */
    private readonly pictureCache: string | null = null,
  ) {}

  async modelFile(
    plan: FilePlan,
    versionId: number,
    modelName: string,
    versionName: string,
  ): Promise<DemoFile> {
    const name = `${slug(modelName)}_${slug(versionName)}`;
    if (this.mode === 'unique') {
      return this.#write(plan, { key: `models/${versionId}`, modelName, versionName }, name);
    }
    const poolKey = `${plan.kind}:${plan.pending ? 'p' : ''}:${versionId % this.poolSize}`;
    let pooled = this.#pool.get(poolKey);
    if (!pooled) {
      pooled = await this.#write(
        plan,
        { key: `models/shared/${versionId % this.poolSize}`, modelName, versionName },
        `shared_${plan.kind}`,
      );
      this.#pool.set(poolKey, pooled);
    }
    return { ...pooled, name: `${name}${SHAPES[plan.kind].suffix}`, visibility: plan.visibility ?? 'Public' };
  }

  async #write(plan: FilePlan, context: FileContext, name: string): Promise<DemoFile> {
    const shape = SHAPES[plan.kind];
    const bytes = bytesOf(plan.kind, context, this.prng);
    const fileName = `${name}${shape.suffix}`;
    const storageKey = `${context.key}/${fileName}`;
    if (bytes) await this.storage.write(storageKey, bytes);
    // The same one-pass read as uploaded files get: hashes and, for SafeTensors, tensor facts.
    const read = bytes ? await inspectFile(this.storage.pathOf(storageKey)) : null;
    const scan: ScanReport | null = plan.pending ? null : await this.scanner.scan(storageKey);
    return {
      type: shape.type,
      name: fileName,
      // A missing file keeps the size it was recorded with when it still existed.
      sizeKB: bytes ? Math.round((bytes.length / 1024) * 1000) / 1000 : 12,
      visibility: plan.visibility ?? 'Public',
      metadata: shape.metadata,
      hashes: read ? hashEntries(read.hashes) : [],
      virusScanResult: scan?.virusScanResult ?? 'Pending',
      pickleScanResult: scan?.pickleScanResult ?? 'Pending',
      virusScanMessage: scan?.virusScanMessage ?? null,
      pickleScanMessage: scan?.pickleScanMessage ?? null,
      scannedAt: scan ? this.scannedAt : null,
      tensorFacts: read?.tensorFacts ?? null,
      storageKey,
    };
  }

  /**
   * A post image: a picture in the look of the subject's model, planned now (every random draw happens before this
   * returns, so the data does not depend on render timing) and rendered in the background, a few at once. The
   * returned `hash` (its BlurHash) settles once the file is written. In `shared` mode rows share a pool of
   * `IMAGE_POOL_SIZE` pictures (docs/demo-data.md).
   */
  async image(imageId: number, subject: ArtSubject): Promise<DemoImage> {
    if (this.mode === 'shared') {
      const index = imageId % IMAGE_POOL_SIZE;
      let pooled = this.#imagePool[index];
      if (!pooled) {
        pooled = this.#picture(null, POOL_LOOKS[index % POOL_LOOKS.length] as Look);
        this.#imagePool[index] = pooled;
      }
      return pooled;
    }
    let look = this.#looks.get(subject.modelName);
    if (!look) {
      look = lookOf(subject, this.prng);
      this.#looks.set(subject.modelName, look);
    }
    return this.#picture(subject, look);
  }

  async #picture(subject: ArtSubject | null, look: Look): Promise<DemoImage> {
    const picture = planPicture(subject, look, this.prng);
    const contentKey = [...this.prng.bytes(16)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    while (this.#rendering.size >= RENDERS_AT_ONCE) await Promise.race(this.#rendering);
    const hash = renderThroughCache(picture, this.pictureCache).then(async (encoded) => {
      await this.storage.write(postImageKey(contentKey, picture.format), encoded.bytes);
      return encoded.hash;
    });
    // The slot frees whether the render worked or not; a failure surfaces through `hash`.
    const release = () => {
      this.#rendering.delete(slot);
    };
    const slot: Promise<void> = hash.then(release, release);
    this.#rendering.add(slot);
    return {
      url: postImageUrl(contentKey, picture.format),
      width: picture.drawing.width,
      height: picture.drawing.height,
      meta: picture.meta,
      hash,
    };
  }
}
