import { errors, MODEL_TEXTS, modelPath } from '@atelier/domain';
import { Button, Notice, TextAreaField } from '@atelier/react-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { failureOf } from '../../api/failure';
import { useTRPC } from '../../api/trpc';
import { toast } from '../../shell/toasts';
import * as styles from './appeal.css';

/**
 * `/models/:id/appeal`: the owner of a model (or, with `?modelVersionId=`, a version) unpublished for a violation
 * tells the moderators what they changed and files a review request (`model.requestReview` /
 * `modelVersion.requestReview`); it lands in the moderator workspace's queue (docs/moderation.md).
 */
export function AppealPage({ id, modelVersionId }: { id: number; modelVersionId: number | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const page = useQuery(trpc.model.getById.queryOptions({ id, modelVersionId })).data;
  const [message, setMessage] = useState('');
  const settled = {
    onSuccess: async () => {
      toast.success(errors.reviewRequestSent);
      await queryClient.invalidateQueries({ queryKey: trpc.model.getById.queryKey({ id, modelVersionId }) });
      if (page?.view === 'model') navigate(modelPath(id, page.model.name));
    },
    onError: (error: unknown) => toast.error(failureOf(error).message),
  };
  const modelReview = useMutation({ ...trpc.model.requestReview.mutationOptions(), ...settled });
  const versionReview = useMutation({ ...trpc.modelVersion.requestReview.mutationOptions(), ...settled });
  if (page?.view !== 'model') return null;

  const back = modelPath(id, page.model.name);
  const notice = page.notices.find((candidate) => candidate.kind === 'violation');
  const version =
    modelVersionId === null
      ? null
      : (page.versions.find((candidate) => candidate.id === modelVersionId) ?? null);
  const target = page.viewer.canRequestReview
    ? ({ kind: 'model', name: page.model.name } as const)
    : version?.canRequestReview
      ? ({ kind: 'version', name: `${version.name} of ${page.model.name}` } as const)
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim() || null;
    if (target?.kind === 'model') modelReview.mutate({ id, message: text });
    else if (target?.kind === 'version' && version !== null)
      versionReview.mutate({ id: version.id, message: text });
  };

  return (
    <section className={styles.page} aria-labelledby="appeal-title">
      <h1 id="appeal-title" className={styles.heading}>
        Appeal a moderation decision
      </h1>
      {notice?.kind === 'violation' ? (
        <Notice
          tone="critical"
          title={notice.title}
          body={[notice.reason ? `Reason: ${notice.reason}.` : null, notice.customMessage]
            .filter(Boolean)
            .join(' ')}
        />
      ) : null}
      {target !== null ? (
        <form className={styles.section} onSubmit={submit} aria-labelledby="appeal-title">
          <p className={styles.text}>
            Tell the moderators what you changed in {target.name}, or why you think the decision was a
            mistake. A moderator reads every appeal; you will find the answer in your notifications.
          </p>
          <TextAreaField
            label="Your message to the moderators"
            description="Optional, up to 2000 characters."
            value={message}
            onChange={setMessage}
            maxLength={2000}
            rows={6}
          />
          <div className={styles.actions}>
            <Button type="submit" isLoading={modelReview.isPending || versionReview.isPending}>
              Send appeal
            </Button>
            <Link to={back}>Back to the model</Link>
          </div>
        </form>
      ) : (
        <>
          <p className={styles.text}>
            {notice?.kind === 'violation' && notice.reviewInProgress
              ? MODEL_TEXTS.reviewInProgress
              : 'There is no decision to appeal here: only the owner of a model unpublished for a violation can appeal it.'}
          </p>
          <p className={styles.text}>
            <Link to={back}>Back to the model</Link>
          </p>
        </>
      )}
    </section>
  );
}
