import type { AppRouter } from '@atelier/adapters';
import type { CollectionDraftView, CollectionOptionView } from '@atelier/react-kit';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

/** `collection.getAllUser` as the browser receives it. */
type OwnCollections = inferRouterOutputs<AppRouter>['collection']['getAllUser'];

/** The viewer's collections as the Collect dialog's checkboxes: checked where the model is, marked when private. */
export const toCollectionOptions = (collections: OwnCollections, modelId: number): CollectionOptionView[] =>
  collections.map((collection) => ({
    id: collection.id,
    name: collection.name,
    selected: collection.modelIds.includes(modelId),
    ...(collection.isPrivate ? { privacyLabel: 'Private' } : {}),
  }));

/** A form's draft as `collection.create` and `collection.update` take it: an empty description is none. */
export const toNewCollection = (
  draft: CollectionDraftView,
): inferRouterInputs<AppRouter>['collection']['create'] => ({
  name: draft.name,
  description: draft.description.trim() === '' ? null : draft.description,
  isPrivate: draft.isPrivate,
});
