import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, visuallyHidden } from '../../theme/base.css';
import { vars } from '../../theme/contract.css';

export const hidden = visuallyHidden;

const toggleSize = '2rem';
const contentHeight = '10rem';

/**
 * The placeholder until the editor has loaded: the editor's own height (its frame's borders, the toolbar's row and
 * the editing area), so the form around it does not grow when the editor arrives.
 */
export const loading = style({
  display: 'grid',
  height: `calc(${contentHeight} + ${toggleSize} + 2 * ${vars.space['1']} + 3px)`,
});

export const frame = style({
  display: 'grid',
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.page,
  color: vars.color.text.default,
  overflow: 'hidden',
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.tone.critical.solid },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  padding: vars.space['1'],
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.sunken,
});

/** react-aria marks the pressed state `data-selected`; keyboard focus `data-focus-visible`. */
export const toggle = style([
  focusRing,
  {
    minWidth: toggleSize,
    height: toggleSize,
    padding: `0 ${vars.space['2']}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.sm,
    background: 'none',
    color: vars.color.text.default,
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.tone.neutral.soft },
      '&[data-selected]': {
        backgroundColor: vars.color.tone.brand.soft,
        color: vars.color.tone.brand.onSoft,
        borderColor: vars.color.tone.brand.solid,
      },
    },
  },
]);

export const linkForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  padding: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

/** The editing area (ProseMirror's contenteditable); its ring is the frame's `:focus-within`. */
export const content = style({
  minHeight: contentHeight,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  outline: 'none',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  // What tiptap's own stylesheet sets (not injected: CSP): keep typed spaces and wrap long words.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'break-word',
});

globalStyle(`${content} > :first-child`, { marginTop: 0 });
globalStyle(`${content} > :last-child`, { marginBottom: 0 });
globalStyle(`${content} a`, { color: vars.color.text.link });
globalStyle(`${content} code`, {
  fontFamily: vars.font.mono,
  padding: '0 0.2em',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.sunken,
});
