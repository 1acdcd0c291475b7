import { errors } from '@atelier/domain';
import { VaultButton } from '@atelier/react-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { withReturnUrl } from '../../account/return-url';
import { failureOf } from '../../api/failure';
import { useTRPC } from '../../api/trpc';
import { lazyDialog } from '../../shared/lazy-dialog';
import { toast } from '../../shell/toasts';
import { useViewer } from '../../shell/use-viewer';

const StorageFullModal = lazyDialog(() =>
  import('../../shared/kit-dialogs').then((kit) => kit.StorageFullModal),
);
const VaultUpsellModal = lazyDialog(() =>
  import('../../shared/kit-dialogs').then((kit) => kit.VaultUpsellModal),
);

const TOGGLE_FAILED = errors.vaultToggleFailed.message;
const LABELS = {
  toggle: 'Add to Vault',
  inVault: 'In your Vault — press to remove',
  notInVault: 'Add to Vault',
};

/** The vault toggle: members keep the version in their Vault; everyone else is offered membership. */
export function VaultToggle({ versionId }: { versionId: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const isMember = useViewer()?.isMember ?? false;
  const location = useLocation();
  const [modal, setModal] = useState<'upsell' | 'storageFull' | null>(null);
  const inVaultOptions = trpc.vault.isModelVersionInVault.queryOptions({ modelVersionId: versionId });
  const inVault = useQuery({ ...inVaultOptions, enabled: isMember });

  const toggle = useMutation(
    trpc.vault.toggleModelVersion.mutationOptions({
      onMutate: () => {
        const before = queryClient.getQueryData(inVaultOptions.queryKey);
        queryClient.setQueryData(inVaultOptions.queryKey, !before);
        return () => queryClient.setQueryData(inVaultOptions.queryKey, before);
      },
      onSuccess: (result) => queryClient.setQueryData(inVaultOptions.queryKey, result.inVault),
      onError: (error, _input, undo) => {
        undo?.();
        const { message, reaction } = failureOf(error);
        if (reaction === 'vaultFull') setModal('storageFull');
        else toast.error(TOGGLE_FAILED, message === TOGGLE_FAILED ? undefined : message);
      },
    }),
  );
  const close = (open: boolean) => {
    if (!open) setModal(null);
  };

  return (
    <>
      <VaultButton
        isMember={isMember}
        isInVault={inVault.data ?? false}
        onToggle={() => toggle.mutate({ modelVersionId: versionId })}
        onUpsell={() => setModal('upsell')}
        isPending={toggle.isPending || inVault.isLoading}
        labels={LABELS}
      />
      <VaultUpsellModal
        isOpen={modal === 'upsell'}
        learnMoreHref={withReturnUrl('/product/vault', `${location.pathname}${location.search}`)}
        onOpenChange={close}
        body="Members keep the versions they care about in their Vault: the files, the images and the details stay with them, even if the creator removes the model."
      />
      <StorageFullModal
        isOpen={modal === 'storageFull'}
        manageHref="/user/vault"
        onOpenChange={close}
        body="Your Vault is full. Upgrade your membership for more storage, or remove items you no longer need."
      />
    </>
  );
}
