import type { ScanResult } from './model-file.js';

/** The scan texts of spec §8, one per result. */
const SCAN_MESSAGES: Record<ScanResult, string> = {
  Pending: "This file hasn't been scanned yet, check back soon.",
  Success: 'This file appears to be safe.',
  Danger: 'This file appears to be dangerous.',
  Error: "We couldn't scan this file. Be extra cautious.",
};

/** When the two scans disagree, the first of these present wins (spec §4). */
const PRECEDENCE = ['Pending', 'Danger', 'Error'] as const satisfies readonly ScanResult[];

type ScannedFile = { virusScanResult: ScanResult; pickleScanResult: ScanResult };

export type ScanVerdict = { result: ScanResult; verified: boolean; message: string };

/** What the file's scan popover shows: one result for both scans, verified only when both succeeded. */
export const scanVerdict = (file: ScannedFile): ScanVerdict => {
  const scans = [file.virusScanResult, file.pickleScanResult];
  const result = PRECEDENCE.find((candidate) => scans.includes(candidate)) ?? 'Success';
  return { result, verified: result === 'Success', message: SCAN_MESSAGES[result] };
};

/**
 * Our safety rule on top of the spec: a file either scan calls dangerous is served to moderators only,
 * even while the verdict still reads Pending because the other scan has not finished.
 */
export const isDownloadBlocked = (
  file: ScannedFile,
  viewer: { isModerator: boolean; banned?: boolean } | null | undefined,
): boolean => {
  const dangerous = file.virusScanResult === 'Danger' || file.pickleScanResult === 'Danger';
  const moderator = viewer?.isModerator === true && viewer.banned !== true;
  return dangerous && !moderator;
};
