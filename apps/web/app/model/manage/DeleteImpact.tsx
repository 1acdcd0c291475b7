import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../api/trpc';
import { deleteImpactLines } from './delete-impact';

/**
 * A delete confirmation's body: `lead`, then what the delete takes from other people, counted by the server when
 * the dialog opens (so the counts are current).
 */
export function DeleteImpact({
  kind,
  id,
  lead,
  permanent = false,
}: {
  kind: 'model' | 'version';
  id: number;
  lead: string;
  /** A permanent delete removes other people's things for good; a soft one hides them until a restore. */
  permanent?: boolean;
}) {
  const trpc = useTRPC();
  const impact = useQuery(
    kind === 'model'
      ? trpc.model.getDeleteImpact.queryOptions({ id }, { staleTime: 0 })
      : trpc.modelVersion.getDeleteImpact.queryOptions({ id }, { staleTime: 0 }),
  );
  const lines = impact.data
    ? deleteImpactLines(impact.data, { permanent })
    : [impact.isError ? 'What goes with it could not be counted.' : 'Counting what goes with it…'];
  return (
    <>
      <p>{lead}</p>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </>
  );
}
