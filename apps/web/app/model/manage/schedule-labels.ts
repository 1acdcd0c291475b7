import { errors } from '@atelier/domain';

/** The schedule form's refusals in the catalogue's words; the kit's own texts are only its stories' fallbacks. */
export const SCHEDULE_LABELS = {
  problems: {
    required: errors.scheduleRequired.message,
    past: errors.scheduleInPast.message,
    tooFar: errors.scheduleTooFar.message,
  },
};
