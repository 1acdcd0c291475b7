import {
  GetVault,
  GetVaultItemsPaged,
  IsVersionInVault,
  RemoveVaultItems,
  ToggleVaultVersion,
  UpdateVaultItemsNotes,
} from '@atelier/domain';
import { z } from 'zod';
import { id, ids, noInput, text } from '../schemas.js';
import { router } from '../trpc.js';
import { useCaseMutation, useCaseQuery } from '../use-case-procedure.js';

/** Items named by their ids, by their versions' ids, or both. */
const selection = { ids: ids.optional(), modelVersionIds: ids.optional() };

export const vaultRouter = router({
  toggleModelVersion: useCaseMutation(z.strictObject({ modelVersionId: id }), ToggleVaultVersion),
  isModelVersionInVault: useCaseQuery(z.strictObject({ modelVersionId: id }), IsVersionInVault),
  updateItemsNotes: useCaseMutation(
    z.strictObject({ ...selection, notes: text(5000) }),
    UpdateVaultItemsNotes,
  ),
  removeItemsFromVault: useCaseMutation(z.strictObject(selection), RemoveVaultItems),
  get: useCaseQuery(noInput, GetVault),
  getItemsPaged: useCaseQuery(
    z.strictObject({
      page: z.number().int().min(1).default(1),
      limit: z.number().int().min(1).max(100).default(20),
      query: text(200).nullish(),
    }),
    GetVaultItemsPaged,
  ),
});
