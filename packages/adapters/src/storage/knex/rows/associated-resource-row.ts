export type AssociatedResourceRow = {
  from_model_id: number;
  resource_type: 'model';
  resource_id: number;
  position: number;
};

/** The columns of `AssociatedResourceRow` (the whole table), for reads that bring them as JSON. */
export const ASSOCIATED_RESOURCE_COLUMNS = [
  'from_model_id',
  'resource_type',
  'resource_id',
  'position',
] as const satisfies readonly (keyof AssociatedResourceRow)[];
