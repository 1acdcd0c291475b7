import { API_KEY_SCOPES, type ApiKeyScope } from '@atelier/domain';
import {
  Button,
  ConfirmModal,
  CopyButton,
  EmptyState,
  Notice,
  SegmentedChoice,
  TextInputField,
} from '@atelier/react-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { AccountNav } from '../account-settings/AccountNav';
import * as page from '../account-settings/settings-page.css';
import { failureOf } from '../api/failure';
import { useTRPC } from '../api/trpc';
import { toast } from '../shell/toasts';
import * as styles from './api-keys.css';
import { type ApiKeyRow, SCOPE_DESCRIPTIONS, SCOPE_LABELS, toApiKeyRows } from './to-api-key-rows';

/** The most characters a key's name takes (credentials-rules.ts on the server). */
const NAME_MAX = 100;
const SCOPE_OPTIONS = API_KEY_SCOPES.map((scope) => ({ id: scope, label: SCOPE_LABELS[scope] }));

/** /user/account/api-keys: make keys for scripts (shown once), see when each was last used, revoke them. */
export function ApiKeysPage() {
  const trpc = useTRPC();
  const keys = useQuery(trpc.auth.listApiKeys.queryOptions());
  const [issued, setIssued] = useState<{ name: string; key: string } | null>(null);
  return (
    <section className={page.page} aria-labelledby="api-keys-title">
      <AccountNav />
      <h1 id="api-keys-title" className={page.title}>
        API keys
      </h1>
      <p className={page.sectionIntro}>
        Scripts and tools sign in with a key: send it as <code>Authorization: Bearer &lt;key&gt;</code>. A key
        acts as you, so keep it secret; a read key can only look.
      </p>
      {issued ? <IssuedKey issued={issued} onDone={() => setIssued(null)} /> : null}
      <CreateKeySection onCreated={setIssued} />
      <section className={page.section} aria-labelledby="your-keys-title">
        <h2 id="your-keys-title" className={page.sectionTitle}>
          Your keys
        </h2>
        {keys.data === undefined ? (
          <p role="status">Loading your keys…</p>
        ) : keys.data.length === 0 ? (
          <EmptyState title="No API keys yet" description="Keys you create appear here." />
        ) : (
          <KeyTable rows={toApiKeyRows(keys.data)} />
        )}
      </section>
    </section>
  );
}

/** The new key, this once: it is stored only as a digest and cannot be shown again. */
function IssuedKey({ issued, onDone }: { issued: { name: string; key: string }; onDone: () => void }) {
  return (
    <Notice
      tone="caution"
      role="status"
      title={`Copy your new key "${issued.name}" now`}
      body="This is the only time it is shown: the hub keeps only a fingerprint of it. If you lose it, revoke it and create another."
    >
      <div className={styles.newKey}>
        <code className={styles.keyText} data-testid="new-api-key">
          {issued.key}
        </code>
        <CopyButton
          text={issued.key}
          label="Copy key"
          display="text"
          onCopy={(text) => navigator.clipboard.writeText(text)}
        />
        <Button variant="subtle" size="sm" onPress={onDone}>
          I have stored it
        </Button>
      </div>
    </Notice>
  );
}

function CreateKeySection({ onCreated }: { onCreated: (issued: { name: string; key: string }) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const create = useMutation(
    trpc.auth.createApiKey.mutationOptions({
      onSuccess: async (created) => {
        onCreated({ name: created.name, key: created.key });
        setName('');
        await queryClient.invalidateQueries({ queryKey: trpc.auth.listApiKeys.queryKey() });
      },
      onError: (error) => toast.error(failureOf(error).message),
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name, scope });
  };
  return (
    <section className={page.section} aria-labelledby="create-key-title">
      <h2 id="create-key-title" className={page.sectionTitle}>
        Create a key
      </h2>
      <Form method="post" className={page.fields} onSubmit={submit}>
        <TextInputField
          label="Name"
          description="To tell your keys apart, e.g. the script that uses it."
          name="name"
          value={name}
          onChange={setName}
          isRequired
          maxLength={NAME_MAX}
        />
        <SegmentedChoice
          label="Scope"
          description={SCOPE_DESCRIPTIONS[scope]}
          options={SCOPE_OPTIONS}
          value={scope}
          onChange={(value) => setScope(value as ApiKeyScope)}
        />
        <div className={page.actions}>
          <Button type="submit" isLoading={create.isPending}>
            Create key
          </Button>
        </div>
      </Form>
    </section>
  );
}

function KeyTable({ rows }: { rows: ApiKeyRow[] }) {
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const revoke = useMutation(
    trpc.auth.revokeApiKey.mutationOptions({
      onSuccess: async () => {
        toast.success(`The key "${revoking?.name ?? ''}" was revoked. Scripts using it are signed out.`);
        setRevoking(null);
        await queryClient.invalidateQueries({ queryKey: trpc.auth.listApiKeys.queryKey() });
      },
      onError: (error) => toast.error(failureOf(error).message),
    }),
  );
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-labelledby="your-keys-title">
        <thead>
          <tr>
            <th scope="col" className={styles.headerCell}>
              Name
            </th>
            <th scope="col" className={styles.headerCell}>
              Key
            </th>
            <th scope="col" className={styles.headerCell}>
              Scope
            </th>
            <th scope="col" className={styles.headerCell}>
              Created
            </th>
            <th scope="col" className={styles.headerCell}>
              Last used
            </th>
            <th scope="col" className={styles.headerCell}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={styles.cell}>
                {row.name}
              </th>
              <td className={`${styles.cell} ${styles.prefix}`}>{row.prefix}</td>
              <td className={styles.cell}>{row.scope}</td>
              <td className={styles.cell}>
                <time dateTime={row.created.iso}>{row.created.text}</time>
              </td>
              <td className={styles.cell}>
                {row.lastUsed ? <time dateTime={row.lastUsed.iso}>{row.lastUsed.text}</time> : 'Never'}
              </td>
              <td className={styles.cell}>
                <Button
                  variant="secondary"
                  tone="critical"
                  size="sm"
                  aria-label={`Revoke ${row.name}`}
                  onPress={() => setRevoking(row)}
                >
                  Revoke
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmModal
        isOpen={revoking !== null}
        title="Revoke this key?"
        body={
          <p>
            Scripts using <strong>{revoking?.name}</strong> ({revoking?.prefix}) stop working at once. This
            cannot be undone.
          </p>
        }
        confirmLabel="Revoke key"
        tone="critical"
        isPending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate({ id: revoking.id })}
        onCancel={() => setRevoking(null)}
      />
    </div>
  );
}
