import { latestSchedule } from '@atelier/domain';
import { AboutVersionModal, ActionMenu, ConfirmModal, SchedulePublishModal } from '@atelier/react-kit';
import { useState } from 'react';
import { ExplorationPromptsDialog } from '../exploration/ExplorationPromptsDialog';
import type { ModelPageView, PageVersion } from '../model-types';
import { aboutVersionView } from './about-version-view';
import { DeleteImpact } from './DeleteImpact';
import { SCHEDULE_LABELS } from './schedule-labels';
import { useVersionActions } from './use-version-actions';
import { versionMenuSections } from './version-menu';

type Dialog = 'about' | 'scheduleVersion' | 'deleteVersion' | 'explorationPrompts';
const DIALOGS: readonly string[] = ['about', 'scheduleVersion', 'deleteVersion', 'explorationPrompts'];

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
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const actions = useVersionActions(page, (remaining) => {
    const next = remaining[0];
    if (next) onSelect(next.id);
  });
  const run = (action: string) => {
    if (DIALOGS.includes(action)) return setDialog(action as Dialog);
    const input = { id: version.id };
    if (action === 'publishVersion') return void actions.publish(version, null).catch(() => undefined);
    if (action === 'requestVersionReview') return actions.requestReview.mutate(input);
    if (action === 'enqueueNsfwLevelUpdate') return actions.enqueueNsfwLevelUpdate.mutate(input);
    if (action === 'bustCache') return actions.bustCache.mutate(input);
    if (action === 'restoreVersion') return actions.restore.mutate(input);
  };
  const now = new Date();
  const onOpenChange = (open: boolean) => {
    if (!open) close();
  };
  return (
    <>
      <ActionMenu
        label={`Actions for ${version.name}`}
        size="sm"
        sections={versionMenuSections(page, version)}
        onAction={run}
      />
      <AboutVersionModal
        isOpen={dialog === 'about'}
        onOpenChange={onOpenChange}
        version={aboutVersionView(version)}
      />
      <SchedulePublishModal
        isOpen={dialog === 'scheduleVersion'}
        onOpenChange={onOpenChange}
        subject="model"
        now={now}
        maxDate={latestSchedule(now)}
        labels={SCHEDULE_LABELS}
        isPending={actions.publishPending}
        onSubmit={(publishAt) => actions.publish(version, publishAt).then(close, () => undefined)}
      />
      <ConfirmModal
        isOpen={dialog === 'deleteVersion'}
        title="Delete version"
        body={
          dialog === 'deleteVersion' ? (
            <DeleteImpact
              kind="version"
              id={version.id}
              lead={`Delete ${version.name}? It goes with its files, reviews and posts; a moderator can restore it.`}
            />
          ) : null
        }
        confirmLabel="Delete version"
        tone="critical"
        onConfirm={() => {
          close();
          actions.remove(version);
        }}
        onCancel={close}
      />
      {dialog === 'explorationPrompts' ? (
        <ExplorationPromptsDialog
          modelId={page.model.id}
          versionId={version.id}
          isOpen
          onOpenChange={onOpenChange}
        />
      ) : null}
    </>
  );
}
