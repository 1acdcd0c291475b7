import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const editor = style({ display: 'grid', gap: vars.space['5'] });

export const section = style({ display: 'grid', gap: vars.space['3'] });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text.default });

export const muted = style({ margin: 0, color: vars.color.text.muted });
