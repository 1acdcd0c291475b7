import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'grid', gap: vars.space['3'] });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const prompt = style({ margin: 0, selectors: { 'html[data-signed-in] &': { display: 'none' } } });

export const list = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const composer = style({ display: 'grid', gap: vars.space['2'] });

/** `ComposerRoom` (DiscussionSection.tsx): laid out as the composer, shown to signed-in viewers only. */
export const composerRoom = style([
  composer,
  { display: 'none', selectors: { 'html[data-signed-in] &': { display: 'grid' } } },
]);

/** As the kit's form field around the editor: its label, then the editor. */
export const composerRoomField = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const composerRoomLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.default,
});

export const composerActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['2'] });
