import { errors } from '@atelier/domain';
import { Button, Modal } from '@atelier/react-kit';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-aria-components';
import { useTRPC } from '../../api/trpc';
import type { ModelPageView, PageVersion } from '../model-types';
import * as styles from './manage.css';
import { useSettled } from './use-page-cache';

/**
 * The owner's "Manage" for the suggested resources of a version: turn the AI recommendations on or off ("Failed to
 * save" when the call fails, spec §8) and a link to the version's edit page, where resources are picked by hand.
 */
export function ResourcesDialog({
  page,
  version,
  onClose,
}: {
  page: ModelPageView;
  version: PageVersion;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const on = version.meta.allowAIRecommendations;
  const toggle = useMutation({
    ...trpc.recommenders.toggleResourceRecommendations.mutationOptions(),
    ...useSettled({
      success: on ? 'AI recommendations are off.' : 'AI recommendations are on.',
      failure: errors.saveFailed.message,
    }),
  });
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Manage suggested resources"
    >
      <div className={styles.history}>
        <p className={styles.value}>
          {on
            ? `Resources related to ${version.name} are suggested next to it automatically.`
            : `No resources are suggested automatically next to ${version.name}.`}
        </p>
        <Button
          variant="secondary"
          tone="neutral"
          aria-pressed={on}
          isLoading={toggle.isPending}
          onPress={() => toggle.mutate({ id: version.id })}
        >
          AI recommendations
        </Button>
        <Link href={`/models/${page.model.id}/model-versions/${version.id}/edit`}>
          Choose resources on the version's edit page
        </Link>
      </div>
    </Modal>
  );
}
