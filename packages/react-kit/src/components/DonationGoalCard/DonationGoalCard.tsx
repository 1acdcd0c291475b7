import { type KeyboardEvent, useId, useState } from 'react';
import { FieldError, Group, Input, Label, Meter, Text, TextField } from 'react-aria-components';
import { formatNumber, parseTypedAmount } from '../../internal/format';
import * as forms from '../../internal/forms.css';
import type { DonationGoalView } from '../../view-models/donation';
import { Button } from '../Button/Button';
import * as styles from './DonationGoalCard.css';

/** The donate form's bounds (spec §5), as the web app reads them from the domain. */
export interface DonationLimits {
  min: number;
  max: number;
  step: number;
}

/** Arrow Up / Down: the next amount on the rule's grid within the limits, from the minimum when nothing valid is typed. */
const steppedAmount = (amount: number, direction: 1 | -1, { min, max, step }: DonationLimits): number => {
  if (Number.isNaN(amount)) return min;
  const onGrid =
    direction === 1 ? Math.floor(amount / step) * step + step : Math.ceil(amount / step) * step - step;
  return Math.min(max, Math.max(min, onGrid));
};

export interface DonationGoalLabels {
  amount: string;
  donate: string;
  /** e.g. "Between 10 and 100,000 Buzz, in steps of 10". */
  hint: (limits: DonationLimits) => string;
}

const defaultLabels: DonationGoalLabels = {
  amount: 'Buzz to donate',
  donate: 'Donate',
  hint: ({ min, max, step }) =>
    `Between ${formatNumber(min)} and ${formatNumber(max)} Buzz, in steps of ${formatNumber(step)}.`,
};

export interface DonationGoalCardProps {
  goal: DonationGoalView;
  onDonate: (amount: number) => void;
  isPending?: boolean;
  /** The field's bounds and the hint; the presenter passes the domain's. */
  limits: DonationLimits;
  /**
   * Why this amount cannot be donated (the catalogue's message), or null when it can: the domain's rule, passed by
   * the presenter (the server checks again). Asked with NaN for text that is not a number.
   */
  amountProblem: (amount: number) => string | null;
  headingLevel?: 2 | 3 | 4;
  labels?: Partial<DonationGoalLabels>;
}

/**
 * A donation goal ("Support this model"): title, a meter of total against goal, and the donate form. The form is
 * left out for the goal's creator and for inactive goals; Donate stays disabled until the amount is valid.
 */
export function DonationGoalCard({
  goal,
  onDonate,
  isPending = false,
  limits,
  amountProblem,
  headingLevel = 3,
  labels,
}: DonationGoalCardProps) {
  const text = { ...defaultLabels, ...labels };
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const [typed, setTyped] = useState('');
  const amount = parseTypedAmount(typed);
  const problem = typed.trim() === '' ? null : amountProblem(amount);
  const valid = typed.trim() !== '' && problem === null;
  const stepWithArrows = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    setTyped(String(steppedAmount(amount, event.key === 'ArrowUp' ? 1 : -1, limits)));
  };
  const canDonate = goal.active && !goal.viewerIsCreator;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {goal.title}
      </Heading>
      {goal.description ? <p className={styles.description}>{goal.description}</p> : null}
      <Meter
        value={goal.total}
        maxValue={goal.goalAmount}
        valueLabel={`${formatNumber(goal.total)} / ${formatNumber(goal.goalAmount)} Buzz`}
        aria-labelledby={headingId}
        className={styles.meter}
      >
        {({ percentage, valueText }) => (
          <>
            <div className={styles.meterRow}>
              <span className={styles.meterValue}>{valueText}</span>
              <span>{Math.floor(percentage)}%</span>
            </div>
            <div className={styles.track}>
              <div className={styles.fill} style={{ width: `${percentage}%` }} />
            </div>
          </>
        )}
      </Meter>
      {canDonate ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (valid && !isPending) onDonate(amount);
          }}
        >
          {/* A text field, not a number field: a number field rounds, clamps and snaps what was typed on blur. */}
          <TextField
            value={typed}
            onChange={setTyped}
            inputMode="numeric"
            autoComplete="off"
            isInvalid={problem !== null}
            className={`${forms.field} ${styles.numberField}`}
          >
            <Label className={forms.label}>{text.amount}</Label>
            <Group className={styles.group}>
              <Input className={forms.input} onKeyDown={stepWithArrows} />
            </Group>
            <Text slot="description" className={forms.description}>
              {text.hint(limits)}
            </Text>
            <FieldError className={forms.errorText}>{problem}</FieldError>
          </TextField>
          <Button type="submit" isDisabled={!valid} isLoading={isPending}>
            {text.donate}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
