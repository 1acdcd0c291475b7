export type VaultItem = {
  id: number;
  userId: number;
  modelVersionId: number;
  modelId: number;
  modelName: string;
  versionName: string;
  sizeKb: number;
  notes: string | null;
  addedAt: Date;
};
