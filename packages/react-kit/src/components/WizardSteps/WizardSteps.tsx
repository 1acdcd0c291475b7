import { Link } from 'react-aria-components';
import * as styles from './WizardSteps.css';

export interface WizardStepView {
  /** e.g. "Details", "Files", "Images". */
  label: string;
  href: string;
}

export interface WizardStepsProps {
  /** The navigation's name, e.g. "Version setup". */
  label: string;
  steps: WizardStepView[];
  /** The step shown now, counted from 1; it is marked `aria-current="step"`. */
  current: number;
}

/** The wizard's progress: numbered steps, the current one marked, the others links to go back or ahead. */
export function WizardSteps({ label, steps, current }: WizardStepsProps) {
  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const number = index + 1;
          const state = number === current ? 'current' : number < current ? 'done' : 'ahead';
          return (
            <li key={step.href} className={styles.item} data-state={state}>
              <Link
                href={step.href}
                aria-current={state === 'current' ? 'step' : undefined}
                className={styles.link}
              >
                <span className={styles.number} aria-hidden="true">
                  {number}
                </span>
                <span>
                  <span className={styles.hidden}>Step {number}: </span>
                  {step.label}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
