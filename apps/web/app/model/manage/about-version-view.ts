import type { AboutVersionView } from '@atelier/react-kit';
import type { PageVersion } from '../model-types';
import { dateView } from '../panel/dates';
import { variantOf } from '../panel/file-views';

/** "About this version": its description (sanitised by the server's `model.getById`), base model, dates and files. */
export const aboutVersionView = (version: PageVersion): AboutVersionView => ({
  name: version.name,
  ...(version.description ? { descriptionHtml: version.description } : {}),
  baseModel: version.baseModel,
  created: dateView(version.createdAt),
  published: version.publishedAt === null ? null : dateView(version.publishedAt),
  files: version.files.map((file) => variantOf(version, file)),
});
