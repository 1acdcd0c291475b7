import type { UploadType } from '../../files/model-file.js';
import type {
  Cache,
  DecodedImage,
  FeatureFlag,
  FeatureFlags,
  FileInspection,
  FileInspector,
  FileSource,
  FileStorage,
  GenerationRequest,
  GenerationResult,
  ImageGeneration,
  ImageInspector,
  ImageProblem,
  JobName,
  Jobs,
  Notifier,
  Recipients,
  Scanner,
  ScanReport,
  Upload,
  Uploads,
} from '../../ports/services.js';
import { ok, type Result } from '../../shared/result.js';
import type { Notification } from '../../social/social.js';

/** Every flag on unless overridden. */
export class StaticFeatureFlags implements FeatureFlags {
  private readonly overrides: Map<FeatureFlag, boolean>;

  constructor(overrides: Partial<Record<FeatureFlag, boolean>> = {}) {
    this.overrides = new Map(Object.entries(overrides) as [FeatureFlag, boolean][]);
  }

  isOn(flag: FeatureFlag): boolean {
    return this.overrides.get(flag) ?? true;
  }

  set(flag: FeatureFlag, on: boolean): void {
    this.overrides.set(flag, on);
  }
}

export class InMemoryFileStorage implements FileStorage {
  readonly objects = new Map<string, Uint8Array>();
  readonly removed: string[] = [];

  put(key: string, bytes: Uint8Array): void {
    this.objects.set(key, bytes.slice());
  }

  async size(key: string): Promise<number | null> {
    return this.objects.get(key)?.byteLength ?? null;
  }

  async read(key: string): Promise<Uint8Array | null> {
    return this.objects.get(key)?.slice() ?? null;
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    this.put(key, bytes);
  }

  async remove(key: string): Promise<void> {
    this.objects.delete(key);
    if (key.endsWith('/'))
      for (const stored of [...this.objects.keys()]) if (stored.startsWith(key)) this.objects.delete(stored);
    this.removed.push(key);
  }
}

export const CLEAN_SCAN: ScanReport = {
  virusScanResult: 'Success',
  virusScanMessage: null,
  pickleScanResult: 'Success',
  pickleScanMessage: null,
};

/** Answers with the report set for a storage key, or a clean Success/Success one. */
export class FakeScanner implements Scanner {
  readonly results = new Map<string, ScanReport>();
  readonly scanned: string[] = [];

  async scan(storageKey: string): Promise<ScanReport> {
    this.scanned.push(storageKey);
    return { ...(this.results.get(storageKey) ?? CLEAN_SCAN) };
  }
}

/** Uploads kept in memory with their bytes; a claim moves the bytes into the given file storage. */
export class InMemoryUploads implements Uploads {
  readonly uploads = new Map<string, { upload: Upload; bytes: Uint8Array }>();

  constructor(private readonly storage: InMemoryFileStorage) {}

  /** A finished upload of `bytes` (unfinished when `received` is shorter than the bytes). */
  /** A Model upload unless `type` says otherwise. */
  add(
    upload: Omit<Upload, 'size' | 'offset' | 'complete' | 'type'> & { type?: UploadType },
    bytes: Uint8Array,
    received = bytes.length,
  ): void {
    const complete = received >= bytes.length;
    this.uploads.set(upload.id, {
      upload: { type: 'Model', ...upload, size: bytes.length, offset: received, complete },
      bytes: bytes.slice(0, received),
    });
  }

  bytesOf(id: string): Uint8Array | null {
    return this.uploads.get(id)?.bytes.slice() ?? null;
  }

  async ofId(id: string): Promise<Upload | null> {
    const found = this.uploads.get(id);
    return found === undefined ? null : { ...found.upload };
  }

  async claim(id: string, storageKey: string): Promise<boolean> {
    const found = this.uploads.get(id);
    if (found === undefined || !found.upload.complete) return false;
    this.uploads.delete(id);
    this.storage.put(storageKey, found.bytes);
    return true;
  }
}

/**
 * Answers with the inspection set for a storage key or upload id (`answers`); otherwise a SafeTensors file with no
 * problem, the stored size and a fake SHA256 of it. Missing bytes answer null.
 */
export class FakeFileInspector implements FileInspector {
  readonly answers = new Map<string, FileInspection>();
  readonly inspected: string[] = [];

  constructor(
    private readonly storage: InMemoryFileStorage,
    private readonly uploads: InMemoryUploads,
  ) {}

  async sniff(source: FileSource): Promise<Pick<FileInspection, 'format' | 'problem' | 'sizeBytes'> | null> {
    const answer = await this.#answer('storageKey' in source ? source.storageKey : source.uploadId, source);
    return answer === null
      ? null
      : { format: answer.format, problem: answer.problem, sizeBytes: answer.sizeBytes };
  }

  async inspect(storageKey: string): Promise<FileInspection | null> {
    this.inspected.push(storageKey);
    return this.#answer(storageKey, { storageKey });
  }

  async #answer(key: string, source: FileSource): Promise<FileInspection | null> {
    const bytes =
      'storageKey' in source
        ? await this.storage.read(source.storageKey)
        : this.uploads.bytesOf(source.uploadId);
    if (bytes === null) return null;
    const set = this.answers.get(key);
    if (set !== undefined) return { ...set, hashes: [...set.hashes] };
    const sha256 = `${bytes.length.toString(16).toUpperCase().padStart(8, '0')}${'AB'.repeat(28)}`;
    return {
      format: 'SafeTensor',
      problem: null,
      hashes: [
        { type: 'SHA256', hash: sha256 },
        { type: 'AutoV2', hash: sha256.slice(0, 10) },
      ],
      tensorFacts: {
        tensorCount: 1,
        parameterCount: bytes.length,
        dtypes: { U8: bytes.length },
        bytesToLoad: bytes.length,
      },
      sizeBytes: bytes.length,
    };
  }
}

/**
 * Decodes nothing: answers with the problem set for an upload id or storage key (`problems`), otherwise a 64×48 PNG
 * whose "cleaned" bytes are the bytes themselves reversed (so a test can tell them from the original).
 */
export class FakeImageInspector implements ImageInspector {
  readonly problems = new Map<string, ImageProblem>();

  #decoded = 0;

  constructor(
    private readonly storage: InMemoryFileStorage,
    private readonly uploads: InMemoryUploads,
  ) {}

  async decode(source: FileSource): Promise<DecodedImage | { problem: ImageProblem } | null> {
    const key = 'storageKey' in source ? source.storageKey : source.uploadId;
    const bytes =
      'storageKey' in source
        ? await this.storage.read(source.storageKey)
        : this.uploads.bytesOf(source.uploadId);
    if (bytes === null) return null;
    const problem = this.problems.get(key);
    if (problem !== undefined) return { problem };
    return {
      format: 'png',
      width: 64,
      height: 48,
      hash: 'L00000fQfQfQfQfQfQfQfQfQfQfQ',
      // Each decode draws a new key, as the real inspector does; a counter keeps tests repeatable.
      contentKey: (++this.#decoded).toString(16).padStart(32, '0'),
      meta: null,
      bytes: bytes.reverse(),
    };
  }
}

/**
 * Image generation with a settable pending count (for everyone, or per user) and scripted results: with nothing
 * scripted, every index answers with a fake image URL; `willAnswer` queues one task's results (by index order).
 */
export class FakeImageGeneration implements ImageGeneration {
  pending = 0;
  readonly pendingByUser = new Map<number, number>();
  readonly requests: { userId: number; request: GenerationRequest }[] = [];
  private readonly scripted: GenerationResult['kind'][][] = [];

  willAnswer(...tasks: GenerationResult['kind'][][]): this {
    this.scripted.push(...tasks);
    return this;
  }

  generate(
    userId: number,
    request: GenerationRequest,
    admit: (pending: number) => Result<null>,
  ): Result<AsyncIterable<GenerationResult>> {
    const admitted = admit(this.pendingByUser.get(userId) ?? this.pending);
    if (!admitted.ok) return admitted;
    this.requests.push({ userId, request: { ...request } });
    const kinds = this.scripted.shift() ?? Array.from({ length: request.count }, () => 'image' as const);
    const results = kinds.map((kind, index): GenerationResult => {
      if (kind !== 'image') return { kind, index };
      return { kind, index, url: `https://generation.test/${userId}/${request.offset + index}.png` };
    });
    return ok(
      (async function* () {
        yield* results;
      })(),
    );
  }
}

export class RecordingNotifier implements Notifier {
  readonly sent: { recipients: Recipients; notification: Pick<Notification, 'kind' | 'message'> }[] = [];

  async notify(recipients: Recipients, notification: Pick<Notification, 'kind' | 'message'>): Promise<void> {
    this.sent.push({ recipients, notification: { kind: notification.kind, message: notification.message } });
  }
}

export class RecordingCache implements Cache {
  readonly invalidated: string[] = [];

  async invalidate(tag: string): Promise<void> {
    this.invalidated.push(tag);
  }
}

export class RecordingJobs implements Jobs {
  readonly enqueued: { name: JobName; payload: Record<string, number> }[] = [];

  async enqueue(name: JobName, payload: Record<string, number>): Promise<void> {
    this.enqueued.push({ name, payload: { ...payload } });
  }
}
