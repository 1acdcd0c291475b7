import { DONATION_MAX, DONATION_MIN, DONATION_STEP, errors, validateDonationAmount } from '@atelier/domain';
import { DonationGoalCard } from '@atelier/react-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { failureOf } from '../../api/failure';
import { useTRPC } from '../../api/trpc';
import { INSUFFICIENT_BUZZ_TOOLTIP, useBuyBuzzHref } from '../../shared/social/buzz';
import { useRefreshBuzz } from '../../shared/social/use-buzz-balance';
import { toast } from '../../shell/toasts';
import { useSignInHref, useViewer } from '../../shell/use-viewer';
import type { PageVersion } from './panel-types';
import * as styles from './version-panel.css';

const DONATE_FAILED = errors.donateFailed.message;

/** The donate form's bounds and check, from the domain (spec §5); the server checks again. */
const DONATION_LIMITS = { min: DONATION_MIN, max: DONATION_MAX, step: DONATION_STEP };
const amountProblem = (amount: number) => {
  const checked = validateDonationAmount(amount);
  return checked.ok ? null : checked.error.message;
};

/** The version's donation goals ("Support this model"); nothing when there are none or the feature is off. */
export function DonationGoals({ version }: { version: PageVersion }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const navigate = useNavigate();
  const signInHref = useSignInHref();
  const refreshBuzz = useRefreshBuzz();
  const buyBuzzHref = useBuyBuzzHref();
  const goalsOptions = trpc.modelVersion.donationGoals.queryOptions({ id: version.id });
  const goals = useQuery(goalsOptions);

  const donate = useMutation(
    trpc.donationGoal.donate.mutationOptions({
      onSuccess: (goal, { amount }) => {
        queryClient.setQueryData(goalsOptions.queryKey, (list) =>
          list?.map((each) => (each.id === goal.id ? goal : each)),
        );
        toast.success('Thank you for your donation!', `You donated ${amount.toLocaleString('en-US')} Buzz.`);
        // A met early-access goal ends early access: the page shows the version as it is now.
        if (goal.isEarlyAccess && !goal.active)
          queryClient.invalidateQueries(trpc.model.getById.pathFilter());
      },
      onError: (error) => toast.error(DONATE_FAILED, failureOf(error).message),
      onSettled: refreshBuzz,
    }),
  );

  const shortOfBuzz = donate.error !== null && failureOf(donate.error).reaction === 'buy';

  return (goals.data ?? []).map((goal) => (
    <div key={goal.id} className={styles.stack}>
      <DonationGoalCard
        goal={{
          id: goal.id,
          title: goal.title,
          ...(goal.description ? { description: goal.description } : {}),
          total: goal.total,
          goalAmount: goal.goalAmount,
          active: goal.active,
          viewerIsCreator: viewer?.id === goal.userId,
          isEarlyAccess: goal.isEarlyAccess,
        }}
        onDonate={(amount) =>
          viewer ? donate.mutate({ donationGoalId: goal.id, amount }) : navigate(signInHref)
        }
        limits={DONATION_LIMITS}
        amountProblem={amountProblem}
        isPending={donate.isPending && donate.variables?.donationGoalId === goal.id}
      />
      {shortOfBuzz && donate.variables?.donationGoalId === goal.id ? (
        <Link href={buyBuzzHref} className={styles.link}>
          {INSUFFICIENT_BUZZ_TOOLTIP}
        </Link>
      ) : null}
    </div>
  ));
}
