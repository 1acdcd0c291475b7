import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space['5'],
  maxWidth: '960px',
  margin: '0 auto',
  padding: vars.space['5'],
  fontFamily: vars.font.body,
  color: vars.color.text.default,
});

export const header = style({ display: 'grid', gap: vars.space['2'] });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const lead = style({ margin: 0, color: vars.color.text.muted, lineHeight: vars.lineHeight.normal });

export const status = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
});

export const statusLine = style({ margin: 0 });

export const tiers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tier = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
});

export const tierName = style({ margin: 0, fontSize: vars.fontSize.lg });

export const price = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
});

export const factTerm = style({ color: vars.color.text.muted });

export const factValue = style({ margin: 0 });

export const hint = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const section = style({ display: 'grid', gap: vars.space['3'] });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const prose = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const link = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

/** A link that reads as the page's main action. */
export const actionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '2.5rem',
  padding: `0 ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.tone.brand.solid,
  color: vars.color.tone.brand.onSolid,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
