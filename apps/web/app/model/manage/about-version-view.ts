import type { AboutVersionView } from '@atelier/react-kit';
import { sanitizeHtml } from '../../shared/html/sanitize-html';
import type { PageVersion } from '../model-types';
import { dateView } from '../panel/dates';

/** "About this version": its description, base model, dates and files. */
export const aboutVersionView = (version: PageVersion): AboutVersionView => ({
  name: version.name,
  ...(version.description ? { descriptionHtml: sanitizeHtml(version.description) } : {}),
  baseModel: version.baseModel,
  created: dateView(new Date(version.createdAt)),
  published: version.publishedAt === null ? null : dateView(new Date(version.publishedAt)),
  files: version.files.map((file) => ({
    id: file.id,
    label: file.type,
    fileName: file.name,
    sizeKB: file.sizeKB,
    ...(file.metadata.format ? { format: file.metadata.format } : {}),
    ...(file.metadata.fp ? { fp: file.metadata.fp } : {}),
  })),
});
