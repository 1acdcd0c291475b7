import { VersionTabs, type VersionTabView } from '@atelier/react-kit';
import { VersionMenu } from '../manage/VersionMenu';
import type { ModelPageView, PageVersion } from '../model-types';

const STATUS_LABELS: Partial<Record<PageVersion['status'], string>> = {
  Scheduled: 'Scheduled',
  Unpublished: 'Unpublished',
  UnpublishedViolation: 'Unpublished',
  Draft: 'Draft',
  Deleted: 'Deleted',
};

const isEarlyAccess = (version: PageVersion) =>
  version.earlyAccessEndsAt !== null && new Date(version.earlyAccessEndsAt).getTime() > Date.now();

export const toVersionTab = (version: PageVersion): VersionTabView => ({
  id: version.id,
  name: version.name,
  ...(STATUS_LABELS[version.status] ? { statusLabel: STATUS_LABELS[version.status] } : {}),
  ...(version.incomplete ? { incompleteHint: version.fileCount === 0 ? 'Add files' : 'Incomplete' } : {}),
  isEarlyAccess: isEarlyAccess(version),
});

/** The version tabs and the selected version's menu; the selection follows `?modelVersionId=` without a reload. */
export function VersionBar({
  page,
  selectedId,
  onSelect,
}: {
  page: ModelPageView;
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  if (selectedId === null) return null;
  return (
    <VersionTabs
      versions={page.versions.map(toVersionTab)}
      selectedId={selectedId}
      onSelect={onSelect}
      renderMenu={(tab) => {
        const version = page.versions.find((candidate) => candidate.id === tab.id);
        return version ? <VersionMenu page={page} version={version} onSelect={onSelect} /> : null;
      }}
    />
  );
}
