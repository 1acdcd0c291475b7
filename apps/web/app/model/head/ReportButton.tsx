import { FlagIcon, IconButton } from '@atelier/react-kit';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { failureOf } from '../../api/failure';
import { useTRPC } from '../../api/trpc';
import { lazyDialog } from '../../shared/lazy-dialog';
import { toast } from '../../shell/toasts';
import type { ModelPageView } from '../model-types';
import { useSignInFirst } from './use-sign-in-first';

const ReportModal = lazyDialog(() => import('../../shared/kit-dialogs').then((kit) => kit.ReportModal));

const REASONS = [
  { id: 'Violates the terms of service', label: 'Violates the terms of service' },
  { id: 'Mature content not marked as such', label: 'Mature content not marked as such' },
  { id: 'Depicts a real person', label: 'Depicts a real person' },
  { id: 'I own this content', label: 'I own this content', description: 'Someone uploaded my work.' },
  { id: 'Spam or scam', label: 'Spam or scam' },
  { id: 'Something else', label: 'Something else' },
];

/** Report the model (`report.create`) with a reason and optional details. */
export function ReportButton({ page }: { page: ModelPageView }) {
  const trpc = useTRPC();
  const signInFirst = useSignInFirst();
  const [isOpen, setOpen] = useState(false);
  const report = useMutation(
    trpc.report.create.mutationOptions({
      onSuccess: () => {
        setOpen(false);
        toast.success('Report sent', 'Thank you. Our moderators will look into it.');
      },
      onError: (error) => toast.error(failureOf(error).message),
    }),
  );
  return (
    <>
      <IconButton
        label="Report"
        icon={<FlagIcon />}
        variant="secondary"
        size="sm"
        onPress={signInFirst(() => setOpen(true))}
      />
      <ReportModal
        isOpen={isOpen}
        onOpenChange={setOpen}
        reasons={REASONS}
        labels={{ title: `Report ${page.model.name}` }}
        isPending={report.isPending}
        onSubmit={({ reason, details }) =>
          report.mutate({ entityType: 'model', entityId: page.model.id, reason, details: details || null })
        }
      />
    </>
  );
}
