import type { WizardStepView } from '@atelier/react-kit';

/** The wizard's steps: 1 details and training, 2 files, 3 images (`?step=`). */
export const WIZARD_STEPS = ['1', '2', '3'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The step the address asks for; null: the not-found page. */
export const wizardStepFrom = (searchParams: URLSearchParams): WizardStep | null => {
  const step = searchParams.get('step');
  return (WIZARD_STEPS as readonly string[]).includes(step ?? '') ? (step as WizardStep) : null;
};

const STEP_LABELS: Record<WizardStep, string> = { '1': 'Details', '2': 'Files', '3': 'Images' };

/** The wizard's address at a step. */
export const wizardHref = (modelId: number, versionId: number, step: WizardStep): string =>
  `/models/${modelId}/model-versions/${versionId}/wizard?step=${step}`;

/** The progress header's steps, each a link to its page. */
export const wizardSteps = (modelId: number, versionId: number): WizardStepView[] =>
  WIZARD_STEPS.map((step) => ({ label: STEP_LABELS[step], href: wizardHref(modelId, versionId, step) }));

/** Bytes per tus PATCH: a few MB by default, `ATELIER_UPLOAD_CHUNK_BYTES` to change it (tests send small chunks). */
export const DEFAULT_CHUNK_BYTES = 5 * 1024 * 1024;

export const chunkBytesFrom = (value: string | undefined): number => {
  const bytes = Number(value);
  return Number.isSafeInteger(bytes) && bytes > 0 ? bytes : DEFAULT_CHUNK_BYTES;
};
