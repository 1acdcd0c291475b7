import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useState } from 'react';
import { Input, Label, TextField, ToggleButton, Toolbar } from 'react-aria-components';
import { LinkIcon } from '../../icons';
import * as forms from '../../internal/forms.css';
import { Button } from '../Button/Button';
import type { EditorCoreProps } from './editor-parts';
import * as styles from './RichTextEditor.css';

/** Only web addresses and mail links become links; anything else (`javascript:` …) is refused here as on the server. */
const isLinkAddress = (href: string) => /^(https?:\/\/|mailto:)\S+$/i.test(href);

/** The editor itself: loaded lazily by `RichTextEditor`, which owns the label and the placeholder. */
export default function EditorCore({
  defaultValue = '',
  onChange,
  labelId,
  describedBy,
  isInvalid,
  labels,
}: EditorCoreProps) {
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, isAllowedUri: isLinkAddress },
      }),
    ],
    content: defaultValue,
    immediatelyRender: true,
    // tiptap would add a <style> element, which the site's CSP refuses; its few rules are in RichTextEditor.css.ts.
    injectCSS: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
        class: styles.content,
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 2 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      code: current.isActive('code'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const toggle = (name: keyof typeof active, text: string, run: () => void, glyph: ReactNode) => (
    <ToggleButton aria-label={text} isSelected={active[name]} onChange={run} className={styles.toggle}>
      <span aria-hidden="true">{glyph}</span>
    </ToggleButton>
  );
  return (
    <div className={styles.frame} data-invalid={isInvalid || undefined}>
      <Toolbar aria-label={labels.toolbar} className={styles.toolbar}>
        {toggle('bold', labels.bold, () => chain().toggleBold().run(), <b>B</b>)}
        {toggle('italic', labels.italic, () => chain().toggleItalic().run(), <i>I</i>)}
        {toggle('heading', labels.heading, () => chain().toggleHeading({ level: 2 }).run(), 'H')}
        {toggle('bulletList', labels.bulletList, () => chain().toggleBulletList().run(), '•')}
        {toggle('orderedList', labels.orderedList, () => chain().toggleOrderedList().run(), '№')}
        {toggle('code', labels.code, () => chain().toggleCode().run(), '</>')}
        {toggle(
          'link',
          labels.link,
          () => (active.link ? chain().unsetLink().run() : setLinking((open) => !open)),
          <LinkIcon />,
        )}
      </Toolbar>
      {linking ? (
        <LinkForm
          labels={labels}
          onAdd={(href) => {
            chain().extendMarkRange('link').setLink({ href }).run();
            setLinking(false);
          }}
        />
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}

/**
 * The address of a new link for the selected text; Enter or the button adds it. Not a <form>: the editor usually
 * sits inside the page's form, and forms do not nest.
 */
function LinkForm({ labels, onAdd }: { labels: EditorCoreProps['labels']; onAdd: (href: string) => void }) {
  const [href, setHref] = useState('https://');
  const valid = isLinkAddress(href.trim());
  const add = () => valid && onAdd(href.trim());
  return (
    <div className={styles.linkForm}>
      <TextField
        value={href}
        onChange={setHref}
        type="url"
        autoFocus
        className={forms.field}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          add();
        }}
      >
        <Label className={forms.label}>{labels.linkAddress}</Label>
        <Input className={forms.input} />
      </TextField>
      <Button size="sm" isDisabled={!valid} onPress={add}>
        {labels.addLink}
      </Button>
    </div>
  );
}
