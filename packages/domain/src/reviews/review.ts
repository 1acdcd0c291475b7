import type { ModelFile } from '../files/model-file.js';
export type Review = {
  id: number;
  userId: number;
  modelId: number;
  modelVersionId: number;
  recommended: boolean;
  /** 5 when recommended, else 1 (spec §3). */
  rating: 5 | 1;
  details: string | null;
  createdAt: Date;
};

export type ReviewTotals = { up: number; down: number };

/** What the model page shows of each version's reception: its review totals and how many people like it. */
export type VersionFigures = { reviewTotals: ReviewTotals; likeCount: number };

/** What the model page shows of a version besides the version itself: its files (in id order) and its figures. */
export type VersionDetails = { files: ModelFile[]; figures: VersionFigures };
