import type { ScanResult } from '../files/model-file.js';
import type { Result } from '../shared/result.js';
import type { Notification } from '../social/social.js';

export const FEATURE_FLAGS = [
  'buzz',
  'chat',
  'recommenders',
  'imageGeneration',
  'earlyAccessModel',
  'cosmeticShop',
  'impersonation',
  'canWrite',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Site-wide switches (spec §6), read from configuration. */
export interface FeatureFlags {
  isOn(flag: FeatureFlag): boolean;
}

/** Where file bytes live. */
export interface FileStorage {
  size(key: string): Promise<number | null>;
  read(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
}

export type ScanReport = {
  virusScanResult: ScanResult;
  virusScanMessage: string | null;
  pickleScanResult: ScanResult;
  pickleScanMessage: string | null;
};

/** Virus and pickle scanning of a stored file. */
export interface Scanner {
  scan(storageKey: string): Promise<ScanReport>;
}

export type GenerationRequest = { prompt: string; offset: number; count: number };

/** The image generation provider used for exploration images. */
export interface ImageGeneration {
  pendingCount(userId: number): Promise<number>;
  generate(userId: number, request: GenerationRequest): Promise<Result<{ imageUrls: string[] }>>;
}

export type Recipients = { userIds: number[] } | { moderators: true };

export interface Notifier {
  notify(recipients: Recipients, notification: Pick<Notification, 'kind' | 'message'>): Promise<void>;
}

/** Cached page data, busted by moderators and by writes that change what a page shows. */
export interface Cache {
  invalidate(tag: string): Promise<void>;
}

/** Background work such as recomputing a version's NSFW level. */
export interface Jobs {
  enqueue(name: 'nsfwLevelUpdate' | 'rescan', payload: Record<string, number>): Promise<void>;
}
