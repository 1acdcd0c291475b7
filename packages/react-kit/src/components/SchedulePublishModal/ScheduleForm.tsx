import { useId, useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import * as forms from '../../internal/forms.css';
import * as styles from './SchedulePublishModal.css';
import { fromLocalInputs, type ScheduleProblem, scheduleProblem, toLocalInputs } from './schedule-input';

export interface ScheduleFormLabels {
  intro: string;
  date: string;
  time: string;
  problems: Record<ScheduleProblem, string>;
}

export interface ScheduleFormProps {
  /** The form's id, for a submit button outside it (the modal's footer). */
  id: string;
  now: Date;
  maxDate: Date;
  /** The starting value; the form keeps its own from then on (it mounts each time the modal opens). */
  defaultValue?: Date;
  labels: ScheduleFormLabels;
  onSubmit: (publishAt: Date) => void;
}

/** Date and time inputs in the viewer's timezone; the problem shows once both are filled or on submit. */
export function ScheduleForm({ id, now, maxDate, defaultValue, labels, onSubmit }: ScheduleFormProps) {
  const initial = defaultValue ? toLocalInputs(defaultValue) : { date: '', time: '' };
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [attempted, setAttempted] = useState(false);
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
    <form
      id={id}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        if (moment && !problem) onSubmit(moment);
      }}
    >
      <p className={styles.intro}>
        {labels.intro} ({timeZone}).
      </p>
      <div className={styles.fields}>
        <TextField {...fieldProps} value={date} onChange={setDate}>
          <Label className={forms.label}>{labels.date}</Label>
          <Input
            type="date"
            min={toLocalInputs(now).date}
            max={toLocalInputs(maxDate).date}
            className={forms.input}
          />
        </TextField>
        <TextField {...fieldProps} value={time} onChange={setTime}>
          <Label className={forms.label}>{labels.time}</Label>
          <Input type="time" className={forms.input} />
        </TextField>
      </div>
      {shownProblem ? (
        <p id={problemId} className={forms.errorText} role="alert">
          {labels.problems[shownProblem]}
        </p>
      ) : null}
    </form>
  );
}
