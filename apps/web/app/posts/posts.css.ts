import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const page = style({ maxWidth: '48rem', display: 'grid', gap: vars.space['5'] });

export const header = style({ display: 'grid', gap: vars.space['2'] });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text.default });

export const muted = style({ margin: 0, color: vars.color.text.muted });
