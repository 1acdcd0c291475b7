import { modelPath } from '@atelier/domain';
import { formatCompactNumber, type ResourceCardView } from '@atelier/react-kit';
import { toPicture } from '../gallery/to-picture';

type ModelWithCover = {
  id: number;
  name: string;
  type: string;
  rank: { downloadCountAllTime: number };
  cover: { url: string; width: number; height: number; hash: string | null } | null;
  user?: { username: string };
};

/** A model as a card: its canonical link, type, downloads and cover (`modelCovers`), or the kit's placeholder. */
export const toModelCard = (model: ModelWithCover): ResourceCardView => ({
  id: model.id,
  name: model.name,
  href: modelPath(model.id, model.name),
  typeLabel: model.type,
  ...(model.user ? { creatorName: model.user.username } : {}),
  detail: `${formatCompactNumber(model.rank.downloadCountAllTime)} downloads`,
  image: model.cover ? toPicture(model.cover, '') : null,
});
