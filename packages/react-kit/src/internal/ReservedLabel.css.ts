import { style } from '@vanilla-extract/css';

/**
 * Every text in the same grid cell: the box is as wide as the widest, whichever shows. The text showing sits at the
 * start, where it stays when the state changes (centred, it would move: a layout shift too). An inline grid does not
 * pass on its parent's underline (a link-like toggle's), so the label takes it explicitly.
 */
export const root = style({ display: 'inline-grid', justifyItems: 'start', textDecoration: 'inherit' });

export const text = style({ gridArea: '1 / 1', textDecoration: 'inherit' });

export const room = style([text, { visibility: 'hidden' }]);
