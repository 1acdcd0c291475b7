import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'grid', gap: vars.space['3'] });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const prompt = style({ margin: 0 });

export const list = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const composer = style({ display: 'grid', gap: vars.space['2'] });

export const composerActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['2'] });
