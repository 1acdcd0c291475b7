import { Badge } from '@atelier/react-kit';
import type { SectionProps } from '../model-types';

const TYPE_LABELS: Record<SectionProps['page']['model']['type'], string> = {
  Checkpoint: 'Checkpoint',
  TextualInversion: 'Textual Inversion',
  AestheticGradient: 'Aesthetic Gradient',
  LORA: 'LoRA',
  LoCon: 'LoCon',
  Hypernetwork: 'Hypernetwork',
  Controlnet: 'ControlNet',
  Poses: 'Poses',
  Wildcards: 'Wildcards',
  MotionModule: 'Motion Module',
};

/** Only non-public states get a status badge (spec PAGE-LAYOUT: Scheduled, Unpublished, Draft). */
const STATUS_LABELS: Partial<Record<SectionProps['page']['model']['status'], string>> = {
  Scheduled: 'Scheduled',
  Unpublished: 'Unpublished',
  UnpublishedViolation: 'Unpublished',
  Draft: 'Draft',
  Deleted: 'Deleted',
};

/** Type, checkpoint type, the selected version's base model and, for the owner or a moderator, the status. */
export function ModelBadges({ page, version }: SectionProps) {
  const { model, viewer } = page;
  const status = viewer.isOwner || viewer.isModerator ? STATUS_LABELS[model.status] : undefined;
  return (
    <>
      <Badge tone="brand">{TYPE_LABELS[model.type]}</Badge>
      {model.checkpointType ? <Badge>{model.checkpointType}</Badge> : null}
      {version ? <Badge>{version.baseModel}</Badge> : null}
      {status ? <Badge tone="caution">{status}</Badge> : null}
    </>
  );
}
