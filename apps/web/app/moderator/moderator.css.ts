import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';
import { page as sharedPage } from '../shared/page.css';

/** The shared page frame, wider: a queue item shows its reason, appeal and buttons on one line. */
export const page = style([sharedPage, { maxWidth: '880px' }]);

export { heading, subheading } from '../shared/page.css';

export const section = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const list = style({ margin: 0, padding: 0, borderTop: `1px solid ${vars.color.border.subtle}` });

export const search = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space['3'],
});

export const searchField = style({ flex: '1 1 16rem', minWidth: 0 });

export const form = style({ display: 'grid', gap: vars.space['4'] });
