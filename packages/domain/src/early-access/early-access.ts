import type { EarlyAccessConfig } from '../models/model-version.js';
import type { Access } from '../ports/early-access.js';

export const EARLY_ACCESS_TYPES = ['download', 'generation'] as const;
export type EarlyAccessType = (typeof EARLY_ACCESS_TYPES)[number];

/** Spec §4: early access lasts while its end lies in the future. */
export const isEarlyAccessActive = (version: { earlyAccessEndsAt: Date | null }, now: Date): boolean =>
  earlyAccessDeadline(version, now) !== null;

/** When early access ends, or null when it is not active: the date a refusal tells the visitor to wait for. */
export const earlyAccessDeadline = (version: { earlyAccessEndsAt: Date | null }, now: Date): Date | null =>
  version.earlyAccessEndsAt !== null && version.earlyAccessEndsAt.getTime() > now.getTime()
    ? version.earlyAccessEndsAt
    : null;

/** A price is set when it is a whole number of Buzz above zero. */
const isPrice = (price: number | null | undefined): price is number =>
  typeof price === 'number' && Number.isSafeInteger(price) && price > 0;

type OfferedVersion = { canGenerate?: boolean; earlyAccessConfig?: Partial<EarlyAccessConfig> | null };

/** Spec §5: which kinds of early access a version sells. */
export const earlyAccessPurchaseOptions = (
  version: OfferedVersion,
  flags: { imageGeneration: boolean },
): { download: boolean; generation: boolean } => {
  const config = version.earlyAccessConfig;
  return {
    download: config?.chargeForDownload === true && isPrice(config.downloadPrice),
    generation:
      flags.imageGeneration &&
      version.canGenerate === true &&
      config?.chargeForGeneration === true &&
      isPrice(config.generationPrice),
  };
};

/** The Buzz price of one kind of early access, or null when that kind is not offered. */
export const earlyAccessPrice = (
  version: OfferedVersion,
  type: EarlyAccessType,
  flags: { imageGeneration: boolean },
): number | null => {
  if (!earlyAccessPurchaseOptions(version, flags)[type]) return null;
  const price =
    type === 'download'
      ? version.earlyAccessConfig?.downloadPrice
      : version.earlyAccessConfig?.generationPrice;
  return price ?? null;
};

/** Spec §5: download access also grants generation; generation access does not allow download. */
export const hasEarlyAccess = (access: Access, type: EarlyAccessType): boolean =>
  type === 'download' ? access.download : access.download || access.generation;

/** What a purchase record means in practice, with the download-implies-generation rule applied. */
export const effectiveAccess = (access: Access): Access => ({
  download: hasEarlyAccess(access, 'download'),
  generation: hasEarlyAccess(access, 'generation'),
});
