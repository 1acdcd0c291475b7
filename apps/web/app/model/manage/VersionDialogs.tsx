import { latestSchedule } from '@atelier/domain';
import { AboutVersionModal, ConfirmModal, SchedulePublishModal } from '@atelier/react-kit';
import { ExplorationPromptsDialog } from '../exploration/ExplorationPromptsDialog';
import type { ModelPageView, PageVersion } from '../model-types';
import { aboutVersionView } from './about-version-view';
import { DeleteImpact } from './DeleteImpact';
import { SCHEDULE_LABELS } from './schedule-labels';
import type { VersionActions } from './use-version-actions';

export type VersionDialog = 'about' | 'scheduleVersion' | 'deleteVersion' | 'explorationPrompts';

type Props = {
  page: ModelPageView;
  version: PageVersion;
  actions: VersionActions;
  dialog: VersionDialog;
  close: () => void;
};

/** The dialogs of the version menu (loaded when one first opens: VersionMenu.tsx). */
export function VersionDialogs({ page, version, actions, dialog, close }: Props) {
  const now = new Date();
  const onOpenChange = (open: boolean) => {
    if (!open) close();
  };
  return (
    <>
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
