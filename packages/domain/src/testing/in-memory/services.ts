import type {
  Cache,
  FeatureFlag,
  FeatureFlags,
  FileStorage,
  GenerationRequest,
  ImageGeneration,
  Jobs,
  Notifier,
  Recipients,
  Scanner,
  ScanReport,
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

  async remove(key: string): Promise<void> {
    this.objects.delete(key);
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

/**
 * Image generation with a settable pending count (for everyone, or per user) and queued results; with nothing
 * queued it answers with `count` fake image urls.
 */
export class FakeImageGeneration implements ImageGeneration {
  pending = 0;
  readonly pendingByUser = new Map<number, number>();
  readonly requests: { userId: number; request: GenerationRequest }[] = [];
  private readonly queued: Result<{ imageUrls: string[] }>[] = [];

  willReturn(...results: Result<{ imageUrls: string[] }>[]): this {
    this.queued.push(...results);
    return this;
  }

  async pendingCount(userId: number): Promise<number> {
    return this.pendingByUser.get(userId) ?? this.pending;
  }

  async generate(userId: number, request: GenerationRequest): Promise<Result<{ imageUrls: string[] }>> {
    this.requests.push({ userId, request: { ...request } });
    const next = this.queued.shift();
    if (next !== undefined) return next;
    const urls = Array.from(
      { length: request.count },
      (_, i) => `https://generation.test/${userId}/${request.offset + i}.png`,
    );
    return ok({ imageUrls: urls });
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
  readonly enqueued: { name: 'nsfwLevelUpdate' | 'rescan'; payload: Record<string, number> }[] = [];

  async enqueue(name: 'nsfwLevelUpdate' | 'rescan', payload: Record<string, number>): Promise<void> {
    this.enqueued.push({ name, payload: { ...payload } });
  }
}
