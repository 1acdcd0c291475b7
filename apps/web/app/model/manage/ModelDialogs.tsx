import { errors, latestSchedule } from '@atelier/domain';
import {
  ConfirmModal,
  PublishPrivateModelModal,
  RearrangeVersionsModal,
  SchedulePublishModal,
  UnpublishViolationModal,
} from '@atelier/react-kit';
import type { ModelPageView } from '../model-types';
import { CollectionDialog } from './CollectionDialog';
import { DeleteImpact } from './DeleteImpact';
import { HideTagsDialog } from './HideTagsDialog';
import { LookupDialog } from './LookupDialog';
import type { ModelDialog } from './model-menu';
import { SCHEDULE_LABELS } from './schedule-labels';
import type { ModelActions } from './use-model-actions';
import { VIOLATION_REASONS } from './violation-reasons';

type Props = {
  page: ModelPageView;
  actions: ModelActions;
  dialog: ModelDialog | null;
  onClose: () => void;
};

/** The dialogs of the model menu; each closes once its call succeeds and stays open (with the toast) when it fails. */
export function ModelDialogs({ page, actions, dialog, onClose }: Props) {
  const id = page.model.id;
  const openIf = (name: ModelDialog) => ({
    isOpen: dialog === name,
    onOpenChange: (open: boolean) => {
      if (!open) onClose();
    },
  });
  const closeAfter = (promise: Promise<unknown>) => promise.then(onClose, () => undefined);
  const now = new Date();

  return (
    <>
      <SchedulePublishModal
        {...openIf('schedule')}
        subject="model"
        now={now}
        maxDate={latestSchedule(now)}
        labels={SCHEDULE_LABELS}
        isPending={actions.publishPending}
        onSubmit={(publishAt) => closeAfter(actions.publish(publishAt))}
      />
      <ConfirmModal
        isOpen={dialog === 'republish'}
        title="Republish model"
        body="This publishes the model again with all of its versions."
        confirmLabel="Republish"
        tone="brand"
        isPending={actions.publishPending}
        onConfirm={() => closeAfter(actions.publish(null))}
        onCancel={onClose}
      />
      <ConfirmModal
        isOpen={dialog === 'delete'}
        title="Delete model"
        body={
          dialog === 'delete' ? (
            <DeleteImpact
              kind="model"
              id={id}
              lead="Are you sure you want to delete this model? Only support can bring it back."
            />
          ) : null
        }
        confirmLabel="Delete"
        tone="critical"
        isPending={actions.removePending}
        onConfirm={() => closeAfter(actions.remove(false))}
        onCancel={onClose}
      />
      <ConfirmModal
        isOpen={dialog === 'deletePermanently'}
        title="Delete model permanently"
        body={
          dialog === 'deletePermanently' ? (
            <DeleteImpact
              kind="model"
              id={id}
              permanent
              lead="The model, its versions, files, reviews, posts and images (other people's too) are removed for good. This cannot be undone."
            />
          ) : null
        }
        confirmLabel="Delete permanently"
        tone="critical"
        isPending={actions.removePending}
        onConfirm={() => closeAfter(actions.remove(true))}
        onCancel={onClose}
      />
      <PublishPrivateModelModal
        {...openIf('publishPrivate')}
        isPending={actions.publishPrivate.isPending}
        onSubmit={(choice) =>
          closeAfter(
            actions.publishPrivate.mutateAsync({ modelId: id, publishVersions: choice === 'publish' }),
          )
        }
      />
      <RearrangeVersionsModal
        {...openIf('rearrange')}
        versions={page.versions.map((version) => ({ id: version.id, name: version.name }))}
        isPending={actions.reorder.isPending}
        {...(actions.reorder.isError ? { error: errors.saveFailed.message } : {})}
        onSave={(modelVersions) => closeAfter(actions.reorder.mutateAsync({ id, modelVersions }))}
      />
      <UnpublishViolationModal
        {...openIf('unpublishViolation')}
        reasons={VIOLATION_REASONS}
        isPending={actions.unpublishViolation.isPending}
        onSubmit={({ reason, customMessage }) =>
          closeAfter(
            actions.unpublishViolation.mutateAsync({ id, reason, customMessage: customMessage ?? null }),
          )
        }
      />
      {dialog === 'lookup' ? <LookupDialog page={page} onClose={onClose} /> : null}
      {dialog === 'showcase' || dialog === 'migrateToCollection' ? (
        <CollectionDialog page={page} purpose={dialog} onClose={onClose} />
      ) : null}
      {dialog === 'hideContentWithTags' ? <HideTagsDialog page={page} onClose={onClose} /> : null}
    </>
  );
}
