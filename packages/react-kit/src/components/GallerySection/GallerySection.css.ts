import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/base.css';
import { vars } from '../../theme/contract.css';

export const section = style({
  display: 'grid',
  gap: vars.space['4'],
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text.default,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const toolbar = style({ display: 'grid', gap: vars.space['3'] });

export const toolbarRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['2'],
});

export const spacer = style({ flex: 1 });

export const tagGroup = style({ display: 'grid', gap: vars.space['1'] });

export const tagList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'] });

export const tag = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    padding: `${vars.space['1']} ${vars.space['3']}`,
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.border.strong}`,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.default,
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.text.default },
      '&[data-selected]': {
        backgroundColor: vars.color.tone.brand.solid,
        borderColor: vars.color.tone.brand.solid,
        color: vars.color.tone.brand.onSolid,
      },
    },
  },
]);

export const virtualContainer = style({ width: '100%', minWidth: 0 });

/**
 * The cards are placed for the width measured in the browser. Until the gallery's code has run (the server's HTML,
 * which assumes a desktop width, or while its code arrives after the page's first modules), they may be placed
 * wider than a narrow screen: clipped sideways, they never make the page itself scroll sideways.
 */
export const virtualGrid = style({
  position: 'relative',
  margin: '0 auto',
  maxWidth: '100%',
  overflowX: 'clip',
});

export const virtualItem = style({ position: 'absolute' });

export const status = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '48px',
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
});

export const loadingGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(320px, 100%), 1fr))',
  gap: '16px',
});
