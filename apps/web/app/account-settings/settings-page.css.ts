import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '44rem',
  margin: `${vars.space['6']} auto`,
  paddingInline: vars.space['4'],
  display: 'grid',
  gap: vars.space['6'],
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text.default });

/** One settings section: a titled card with its own form and save button. */
export const section = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text.default });

export const sectionIntro = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });

export const fields = style({ display: 'grid', gap: vars.space['4'] });

/** Choices that sit side by side when there is room. */
export const row = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});

export const actions = style({ display: 'flex', gap: vars.space['3'], alignItems: 'center' });
