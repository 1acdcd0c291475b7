import { useId, useState } from 'react';
import { Group, Input, Label, Meter, NumberField, Text } from 'react-aria-components';
import { formatNumber } from '../../internal/format';
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

/** What the viewer has typed so far, as a number: digits with optional grouping ("1,000"); NaN otherwise. */
const parseTypedAmount = (text: string): number => {
  const digits = text.replace(/[\s,]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
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
  /** Whether Donate may send this amount: the domain's rule, passed by the presenter (the server checks again). */
  isValidAmount: (amount: number) => boolean;
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
  isValidAmount,
  headingLevel = 3,
  labels,
}: DonationGoalCardProps) {
  const text = { ...defaultLabels, ...labels };
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const [amount, setAmount] = useState(Number.NaN);
  const valid = !Number.isNaN(amount) && isValidAmount(amount);
  const typed = !Number.isNaN(amount);
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
          {/* Uncontrolled: `amount` follows both what is typed (onInput) and what the field commits (onChange). */}
          <NumberField
            onChange={setAmount}
            minValue={limits.min}
            maxValue={limits.max}
            step={limits.step}
            formatOptions={{ maximumFractionDigits: 0 }}
            isInvalid={typed && !valid}
            className={`${forms.field} ${styles.numberField}`}
          >
            <Label className={forms.label}>{text.amount}</Label>
            <Group className={styles.group}>
              <Input
                className={forms.input}
                onInput={(event) => setAmount(parseTypedAmount(event.currentTarget.value))}
              />
            </Group>
            <Text slot="description" className={forms.description}>
              {text.hint(limits)}
            </Text>
          </NumberField>
          <Button type="submit" isDisabled={!valid} isLoading={isPending}>
            {text.donate}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
