/** What the field and its lazily loaded editor share: labels and props (apart, so the two never import each other). */

/** The toolbar's button names; English by default. */
export interface RichTextLabels {
  toolbar: string;
  bold: string;
  italic: string;
  heading: string;
  bulletList: string;
  orderedList: string;
  code: string;
  link: string;
  linkAddress: string;
  addLink: string;
  loading: string;
}

export const defaultRichTextLabels: RichTextLabels = {
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  heading: 'Heading',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  code: 'Code',
  link: 'Link',
  linkAddress: 'Link address',
  addLink: 'Add link',
  loading: 'Loading the editor…',
};

export interface RichTextEditorProps {
  /** The field's visible label; it also names the editing area. */
  label: string;
  /** The starting HTML (already sanitised by the caller's server); later changes come from the editor itself. */
  defaultValue?: string;
  /** Called with the document as HTML on every change; '' when it is empty. */
  onChange: (html: string) => void;
  /** A line under the label, read with the editing area. */
  description?: string;
  /** The server's refusal of this field's value. */
  error?: string | null;
  labels?: Partial<RichTextLabels>;
}

/** The props the lazily loaded editor receives: ids tie the label, description and error to the editing area. */
export type EditorCoreProps = Omit<RichTextEditorProps, 'label' | 'description' | 'error' | 'labels'> & {
  labelId: string;
  describedBy: string | undefined;
  isInvalid: boolean;
  labels: RichTextLabels;
};
