import { WizardSteps } from '@atelier/react-kit';
import { Link } from 'react-router';
import * as styles from './authoring.css';
import { type WizardStep, wizardSteps } from './wizard-step';

export type WizardHeaderProps = {
  modelId: number;
  modelName: string;
  modelHref: string;
  versionId: number;
  versionName: string;
  step: WizardStep;
  /** What this step is for, e.g. "Add files". */
  title: string;
};

/** Every wizard step's head: the way back to the model, the model's name, the version and the three steps. */
export function WizardHeader({
  modelId,
  modelName,
  modelHref,
  versionId,
  versionName,
  step,
  title,
}: WizardHeaderProps) {
  return (
    <>
      <p className={styles.muted}>
        <Link to={modelHref}>Back to {modelName}</Link>
      </p>
      <header className={styles.section}>
        <h1 className={styles.heading}>{modelName}</h1>
        <p className={styles.muted}>
          Version {versionName} · Step {step}: {title}
        </p>
        <WizardSteps label="Version setup" steps={wizardSteps(modelId, versionId)} current={Number(step)} />
      </header>
    </>
  );
}
