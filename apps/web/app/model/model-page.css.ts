import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space['5'] });

export const body = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(320px, 1fr)' } },
});

export const column = style({ display: 'grid', gap: vars.space['5'], alignContent: 'start', minWidth: 0 });
