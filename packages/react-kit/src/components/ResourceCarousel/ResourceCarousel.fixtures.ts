import type { ResourceCardView } from '../../view-models/gallery';
import { svgImage } from '../PostCard/PostCard.fixtures';
import { sampleBlurhash } from '../ResponsiveImage/ResponsiveImage.fixtures';

export function someResources(count: number): ResourceCardView[] {
  return Array.from({ length: count }, (_, i) => ({
    id: 100 + i,
    name: `Resource ${i + 1}`,
    href: `/models/${100 + i}?modelVersionId=${200 + i}`,
    typeLabel: i % 2 ? 'Checkpoint' : 'LORA',
    versionName: `v${(i % 3) + 1}.0`,
    creatorName: 'bob',
    image:
      i === 2
        ? null
        : {
            url: svgImage(300, 400, i % 2 ? '#d6a77a' : '#7aa7d6'),
            width: 300,
            height: 400,
            alt: '',
            placeholder: sampleBlurhash,
          },
  }));
}
