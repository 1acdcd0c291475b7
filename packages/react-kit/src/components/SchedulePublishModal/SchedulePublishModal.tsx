import { useId, useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import * as forms from '../../internal/forms.css';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import * as styles from './SchedulePublishModal.css';
import { fromLocalInputs, type ScheduleProblem, scheduleProblem, toLocalInputs } from './schedule-input';

export interface SchedulePublishLabels {
  modelTitle: string;
  postTitle: string;
  intro: string;
  date: string;
  time: string;
  submit: string;
  cancel: string;
  problems: Record<ScheduleProblem, string>;
}

const defaultLabels: SchedulePublishLabels = {
  modelTitle: 'Schedule your model',
  postTitle: 'Schedule your post',
  intro: 'Choose when to publish. The date and time are in your timezone',
  date: 'Publish date',
  time: 'Publish time',
  submit: 'Schedule',
  cancel: 'Cancel',
  problems: {
    required: 'Please choose a date to publish.',
    past: 'The publish date cannot be in the past.',
    tooFar: 'The publish date can be at most 3 months ahead.',
  },
};

export interface SchedulePublishModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The title names what is scheduled. */
  subject: 'model' | 'post';
  /** The current moment, from the caller's clock. */
  now: Date;
  /** The latest moment allowed (the domain's `latestSchedule(now)`: 3 months ahead, spec §5). */
  maxDate: Date;
  /** e.g. the date already scheduled. */
  defaultValue?: Date;
  isPending?: boolean;
  onSubmit: (publishAt: Date) => void;
  labels?: Partial<SchedulePublishLabels>;
}

/**
 * Schedule a publish: a date and a time in the viewer's timezone, checked for display against spec §5 (required,
 * not before now, at most `maxDate`); the server decides. The spec gives no titles: "Schedule your model" and
 * "Schedule your post" are the kit's.
 */
export function SchedulePublishModal({
  isOpen,
  onOpenChange,
  subject,
  now,
  maxDate,
  defaultValue,
  isPending = false,
  onSubmit,
  labels,
}: SchedulePublishModalProps) {
  const text = { ...defaultLabels, ...labels };
  const initial = defaultValue ? toLocalInputs(defaultValue) : { date: '', time: '' };
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [attempted, setAttempted] = useState(false);
  const formId = useId();
  const problemId = useId();
  const moment = fromLocalInputs(date, time);
  const problem = scheduleProblem(moment, now, maxDate);
  const shownProblem = attempted || moment ? problem : null;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const fieldProps = {
    isRequired: true,
    isInvalid: shownProblem !== null,
    validationBehavior: 'aria' as const,
    'aria-describedby': shownProblem ? problemId : undefined,
    className: forms.field,
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={subject === 'model' ? text.modelTitle : text.postTitle}
      size="sm"
      footer={
        <>
          <Button variant="secondary" tone="neutral" onPress={() => onOpenChange(false)}>
            {text.cancel}
          </Button>
          <Button type="submit" form={formId} isLoading={isPending}>
            {text.submit}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setAttempted(true);
          if (moment && !problem && !isPending) onSubmit(moment);
        }}
      >
        <p className={styles.intro}>
          {text.intro} ({timeZone}).
        </p>
        <div className={styles.fields}>
          <TextField {...fieldProps} value={date} onChange={setDate}>
            <Label className={forms.label}>{text.date}</Label>
            <Input
              type="date"
              min={toLocalInputs(now).date}
              max={toLocalInputs(maxDate).date}
              className={forms.input}
            />
          </TextField>
          <TextField {...fieldProps} value={time} onChange={setTime}>
            <Label className={forms.label}>{text.time}</Label>
            <Input type="time" className={forms.input} />
          </TextField>
        </div>
        {shownProblem ? (
          <p id={problemId} className={forms.errorText} role="alert">
            {text.problems[shownProblem]}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
