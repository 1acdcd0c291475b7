import type { QueryClient } from '@tanstack/react-query';
import type { ServerApi } from '../load-context';
import { versionToEdit } from './files-step-view';

/**
 * What step 2 of the wizard shows, fetched in process: the model page answer for the version (its files with their
 * scans). `signIn`: nobody is signed in; `hidden`: the viewer may not manage it, which looks like a missing page.
 */
export async function prefetchWizard(
  api: ServerApi,
  queryClient: QueryClient,
  input: { id: number; versionId: number },
): Promise<'ok' | 'signIn' | 'hidden'> {
  const viewer = await queryClient.fetchQuery(api.auth.me.queryOptions());
  if (viewer === null) return 'signIn';
  const page = await queryClient.fetchQuery(
    api.model.getById.queryOptions({ id: input.id, modelVersionId: input.versionId }),
  );
  return versionToEdit(page, input.versionId) === null ? 'hidden' : 'ok';
}
