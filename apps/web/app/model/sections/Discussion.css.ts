import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'grid', gap: vars.space['3'] });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const prompt = style({ margin: 0 });
