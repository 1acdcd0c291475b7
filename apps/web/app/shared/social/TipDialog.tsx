import { validateBuzzAmount } from '@atelier/domain';
import { BuzzButton, Modal, Notice, parseTypedAmount } from '@atelier/react-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { type ApiFailure, failureOf } from '../../api/failure';
import { useTRPC } from '../../api/trpc';
import { toast } from '../../shell/toasts';
import { DEFAULT_TIP, INSUFFICIENT_BUZZ_TOOLTIP, useBuyBuzzHref } from './buzz';
import * as styles from './social.css';
import type { TipTarget } from './tip-target';
import { useBuzzBalance, useRefreshBuzz } from './use-buzz-balance';

// getRandomValues works on plain-http hosts too, unlike randomUUID.
const newKey = () =>
  `tip:${Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(36)).join('-')}`;

/** Why this typed amount cannot be tipped (the domain's rule and catalogue text), or null when it can. */
const amountProblem = (typed: string): string | null => {
  const checked = validateBuzzAmount(parseTypedAmount(typed));
  return checked.ok ? null : checked.error.message;
};

const balanceText = ({ data, error }: ReturnType<typeof useBuzzBalance>) => {
  if (data) return `Your balance: ${data.balance.toLocaleString('en-US')} Buzz`;
  return error ? error.message : 'Loading your balance…';
};

/** Asks how much Buzz to tip, sends it (`buzz.tip`) and sends the viewer to buy more when short. */
export function TipDialog({
  target,
  isOpen,
  onOpenChange,
}: {
  target: TipTarget;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refreshBuzz = useRefreshBuzz();
  const buyBuzzHref = useBuyBuzzHref();
  const balanceQuery = useBuzzBalance();
  const balance = balanceQuery.data?.balance;
  // The text as typed: judged as it is, never rounded or clamped (a number field turned 0 into 1 on blur).
  const [typed, setTyped] = useState(String(DEFAULT_TIP));
  const amount = parseTypedAmount(typed);
  // One key per intended tip (amount): retrying the same tip moves Buzz once.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const tip = useMutation(
    trpc.buzz.tip.mutationOptions({
      onMutate: () => setFailure(null),
      onSuccess: () => {
        toast.success(`You tipped ${target.username} ${amount.toLocaleString('en-US')} Buzz`);
        setIdempotencyKey(newKey());
        onOpenChange(false);
      },
      onError: (error) => {
        const failed = failureOf(error);
        setFailure(failed);
        toast.error(failed.message);
      },
      onSettled: () =>
        Promise.all([
          refreshBuzz(),
          queryClient.invalidateQueries({ queryKey: trpc.model.getById.pathKey() }),
        ]),
    }),
  );
  const problem = amountProblem(typed);
  const valid = problem === null;
  const send = () =>
    tip.mutate({
      toUserId: target.userId,
      amount,
      entityType: target.entityType,
      entityId: target.entityId,
      idempotencyKey,
    });
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={`Tip ${target.username}`}
      size="sm"
      footer={
        <BuzzButton
          label="Tip"
          amount={valid ? amount : undefined}
          variant="primary"
          size="md"
          isDisabled={!valid}
          isPending={tip.isPending}
          insufficient={balance !== undefined && valid && balance < amount}
          insufficientTooltip={INSUFFICIENT_BUZZ_TOOLTIP}
          onBuyMore={() => navigate(buyBuzzHref)}
          onTip={send}
        />
      }
    >
      <form
        className={styles.tipForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && !tip.isPending) send();
        }}
      >
        <TextField
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setIdempotencyKey(newKey());
          }}
          inputMode="numeric"
          autoComplete="off"
          isInvalid={!valid}
          className={styles.field}
        >
          <Label className={styles.label}>Amount of Buzz</Label>
          <Input className={styles.input} />
          <FieldError className={styles.fieldError}>{problem}</FieldError>
        </TextField>
        <p className={styles.muted}>{balanceText(balanceQuery)}</p>
        {failure ? (
          <Notice
            tone="critical"
            role="alert"
            title={failure.message}
            {...(failure.reaction === 'buy' ? { action: { label: 'Buy Buzz', href: buyBuzzHref } } : {})}
          />
        ) : null}
      </form>
    </Modal>
  );
}
