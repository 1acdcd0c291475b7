/** A date the presenter formatted for the viewer; the kit renders `<time dateTime={iso}>{text}</time>`. */
export interface DateView {
  /** ISO 8601, machine-readable. */
  iso: string;
  /** As the viewer reads it, e.g. "Mar 3, 2025". */
  text: string;
}

/** A link the caller built (the kit never builds URLs of the app, except the spec's fixed routes). */
export interface LinkView {
  label: string;
  href: string;
}

/** One option of a select or radio group. */
export interface OptionView {
  id: string;
  label: string;
  description?: string;
}
