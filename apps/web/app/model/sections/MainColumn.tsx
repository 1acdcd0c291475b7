import { DESCRIPTION_PREVIEW_HEIGHT, showsDescriptionToggle } from '@atelier/domain';
import { Description } from '@atelier/react-kit';
import type { SectionProps } from '../model-types';

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
        previewHeight={DESCRIPTION_PREVIEW_HEIGHT.mainColumn}
      />
    </section>
  );
}
