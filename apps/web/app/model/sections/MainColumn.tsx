import { showsDescriptionToggle } from '@atelier/domain';
import { Description } from '@atelier/react-kit';
import type { SectionProps } from '../model-types';

/** Spec §9: the main column's description preview height. */
const PREVIEW_HEIGHT = 460;

/** The model's description, clipped with "Show more" when long. */
export function MainColumn({ page }: SectionProps) {
  // Sanitised by the server (`model.getById`), so it is inserted as-is.
  const { description } = page.model;
  if (description.trim() === '') return null;
  return (
    <section aria-label="Description">
      <Description
        html={description}
        isLong={showsDescriptionToggle(description)}
        previewHeight={PREVIEW_HEIGHT}
      />
    </section>
  );
}
