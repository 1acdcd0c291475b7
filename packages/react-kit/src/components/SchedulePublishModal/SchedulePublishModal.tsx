import { FormModal } from '../FormModal/FormModal';
import { ScheduleForm, type ScheduleFormLabels } from './ScheduleForm';

export interface SchedulePublishLabels extends ScheduleFormLabels {
  modelTitle: string;
  postTitle: string;
  submit: string;
  cancel: string;
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
  /** e.g. the date already scheduled; the fields start from it each time the modal opens. */
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
  return (
    <FormModal
      isOpen={isOpen}
      onCancel={() => onOpenChange(false)}
      title={subject === 'model' ? text.modelTitle : text.postTitle}
      size="sm"
      submitLabel={text.submit}
      cancelLabel={text.cancel}
      isPending={isPending}
    >
      {(formId) => (
        <ScheduleForm
          id={formId}
          now={now}
          maxDate={maxDate}
          defaultValue={defaultValue}
          labels={text}
          onSubmit={(publishAt) => {
            if (!isPending) onSubmit(publishAt);
          }}
        />
      )}
    </FormModal>
  );
}
