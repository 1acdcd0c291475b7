import { ActionMenu } from '@atelier/react-kit';
import { lazy, Suspense, useState } from 'react';
import type { ModelPageView, PageVersion } from '../model-types';
import { useVersionActions } from './use-version-actions';
import type { VersionDialog } from './VersionDialogs';
import { versionMenuSections } from './version-menu';

const DIALOGS: readonly string[] = ['about', 'scheduleVersion', 'deleteVersion', 'explorationPrompts'];

/** The menu's dialogs load when one first opens, like the model menu's (ModelMenu.tsx). */
const VersionDialogs = lazy(() =>
  import('./VersionDialogs').then((module) => ({ default: module.VersionDialogs })),
);

/** The selected version's menu beside the tabs, and the dialogs it opens. */
export function VersionMenu({
  page,
  version,
  onSelect,
}: {
  page: ModelPageView;
  version: PageVersion;
  onSelect: (id: number) => void;
}) {
  const [dialog, setDialog] = useState<VersionDialog | null>(null);
  const close = () => setDialog(null);
  const actions = useVersionActions(page, (remaining) => {
    const next = remaining[0];
    if (next) onSelect(next.id);
  });
  const run = (action: string) => {
    if (DIALOGS.includes(action)) return setDialog(action as VersionDialog);
    const input = { id: version.id };
    if (action === 'publishVersion') return void actions.publish(version, null).catch(() => undefined);
    if (action === 'requestVersionReview') return actions.requestReview.mutate(input);
    if (action === 'enqueueNsfwLevelUpdate') return actions.enqueueNsfwLevelUpdate.mutate(input);
    if (action === 'bustCache') return actions.bustCache.mutate(input);
    if (action === 'restoreVersion') return actions.restore.mutate(input);
  };
  return (
    <>
      <ActionMenu
        label={`Actions for ${version.name}`}
        size="sm"
        sections={versionMenuSections(page, version)}
        onAction={run}
      />
      {dialog === null ? null : (
        <Suspense fallback={null}>
          <VersionDialogs page={page} version={version} actions={actions} dialog={dialog} close={close} />
        </Suspense>
      )}
    </>
  );
}
