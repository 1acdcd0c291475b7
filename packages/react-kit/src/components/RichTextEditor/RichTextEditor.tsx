import { lazy, Suspense, useEffect, useId, useState } from 'react';
import * as forms from '../../internal/forms.css';
import { Skeleton } from '../Skeleton/Skeleton';
import { defaultRichTextLabels, type RichTextEditorProps } from './editor-parts';
import * as styles from './RichTextEditor.css';

export { defaultRichTextLabels, type RichTextEditorProps, type RichTextLabels } from './editor-parts';

// tiptap (ProseMirror) is large: it loads only when an editor is shown, so pages without one never ship it.
const EditorCore = lazy(() => import('./EditorCore'));

/**
 * A rich-text field on tiptap (StarterKit): bold, italic, headings, lists, links and code from a toolbar of toggle
 * buttons, emitting HTML. It renders in the browser only (a placeholder of its size until then), since the editor
 * needs the DOM and a server render would only show the placeholder anyway.
 */
export function RichTextEditor({ label, description, error = null, labels, ...props }: RichTextEditorProps) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const merged = { ...defaultRichTextLabels, ...labels };
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  const placeholder = (
    <div className={styles.loading} aria-busy="true">
      <span className={styles.hidden}>{merged.loading}</span>
      <Skeleton height="100%" />
    </div>
  );
  return (
    <div className={forms.field}>
      <span id={labelId} className={forms.label}>
        {label}
      </span>
      {description ? (
        <p id={descriptionId} className={forms.description}>
          {description}
        </p>
      ) : null}
      {inBrowser ? (
        <Suspense fallback={placeholder}>
          <EditorCore
            {...props}
            labelId={labelId}
            describedBy={describedBy || undefined}
            isInvalid={error !== null}
            labels={merged}
          />
        </Suspense>
      ) : (
        placeholder
      )}
      {error ? (
        <span id={errorId} className={forms.errorText}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
