import type { DateView } from './common';
import type { FileVariantView } from './files';

/** What "About this version" shows. */
export interface AboutVersionView {
  name: string;
  /** Already sanitised HTML; absent when the version has none. */
  descriptionHtml?: string;
  baseModel: string;
  created: DateView;
  /** `null`: not published yet. */
  published?: DateView | null;
  files: Pick<FileVariantView, 'id' | 'label' | 'sizeKB' | 'format' | 'fp'>[];
}
