export type AssociatedResourceRow = {
  from_model_id: number;
  resource_type: 'model';
  resource_id: number;
  position: number;
};
