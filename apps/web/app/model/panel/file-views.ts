import { compactNumber, type TensorFacts } from '@atelier/domain';
import type { FileVariantView, FileView, ScanView, TensorFactsView } from '@atelier/react-kit';
import { reactionOf } from '../../api/failure';
import { dateView } from './dates';
import { fileDownloadHref } from './links';
import type { PageFile, PageVersion } from './panel-types';

/** A file as a download choice: its type, name, size, format and precision, and its link. */
export const variantOf = (version: PageVersion, file: PageFile): FileVariantView => ({
  id: file.id,
  label: file.type,
  fileName: file.name,
  sizeKB: file.sizeKB,
  ...(file.metadata.format ? { format: file.metadata.format } : {}),
  ...(file.metadata.fp ? { fp: file.metadata.fp } : {}),
  href: fileDownloadHref(version.id, file),
});

/** The scan popover of a file: the server's verdict (spec §4) and the scanners' own messages. */
const scanOf = (file: PageFile): ScanView => {
  const details = [
    { label: 'Virus scan', text: file.virusScanMessage },
    { label: 'Pickle scan', text: file.pickleScanMessage },
  ].filter((detail): detail is { label: string; text: string } => Boolean(detail.text));
  return {
    result: file.scan.result,
    verdict: file.scan.verified ? 'Verified' : 'Unverified',
    message: file.scan.message,
    ...(details.length > 0 ? { details } : {}),
    ...(file.scannedAt ? { scannedText: `Scanned ${dateView(file.scannedAt).text}` } : {}),
  };
};

/** Parameters and dtype mix, largest share first; a single dtype is named alone. */
export const tensorFactsView = (facts: TensorFacts): TensorFactsView => {
  const shares = Object.entries(facts.dtypes).sort(([, a], [, b]) => b - a);
  const total = facts.parameterCount || 1;
  const dtypes =
    shares.length === 1
      ? (shares[0]?.[0] ?? '')
      : shares
          .map(([dtype, count]) => `${dtype} ${Math.max(1, Math.round((count / total) * 100))}%`)
          .join(' · ');
  return { parameters: compactNumber(facts.parameterCount), dtypes, loadKB: facts.bytesToLoad / 1024 };
};

/** Every file of the version for the files list. */
export const fileViews = (version: PageVersion): FileView[] =>
  version.files.map((file) => ({
    ...variantOf(version, file),
    scan: scanOf(file),
    ...(file.tensorFacts ? { tensorFacts: tensorFactsView(file.tensorFacts) } : {}),
  }));

/** The Download button: the server's best file for this viewer and the other downloadable variants. */
export function downloadChoice(version: PageVersion) {
  const variants = version.files
    .filter((file) => file.type !== 'Training Data')
    .map((file) => variantOf(version, file));
  return { best: variants.find((file) => file.id === version.bestFileId) ?? null, variants };
}

/** The server refuses the version's downloads as a whole (not just a dangerous best file): no per-file links. */
export const canDownloadFiles = (version: PageVersion) =>
  version.downloadRefusal === null || reactionOf(version.downloadRefusal.code) === 'fileFlagged';
