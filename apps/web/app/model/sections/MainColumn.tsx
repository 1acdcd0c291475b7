import { showsDescriptionToggle } from '@atelier/domain';
import { Description } from '@atelier/react-kit';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../shared/html/sanitize-html';
import type { SectionProps } from '../model-types';

/** Spec §9: the main column's description preview height. */
const PREVIEW_HEIGHT = 460;

/** The model's description, clipped with "Show more" when long. */
export function MainColumn({ page }: SectionProps) {
  const { description } = page.model;
  const html = useMemo(() => sanitizeHtml(description), [description]);
  if (html.trim() === '') return null;
  return (
    <section aria-label="Description">
      <Description html={html} isLong={showsDescriptionToggle(description)} previewHeight={PREVIEW_HEIGHT} />
    </section>
  );
}
