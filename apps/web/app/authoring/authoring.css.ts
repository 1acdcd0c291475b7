import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const page = style({ maxWidth: '48rem', display: 'grid', gap: vars.space['5'] });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text.default });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text.default });

export const muted = style({ margin: 0, color: vars.color.text.muted });

export const section = style({ display: 'grid', gap: vars.space['3'] });
