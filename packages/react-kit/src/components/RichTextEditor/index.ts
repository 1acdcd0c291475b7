export {
  defaultRichTextLabels,
  RichTextEditor,
  type RichTextEditorProps,
  type RichTextLabels,
} from './RichTextEditor';
