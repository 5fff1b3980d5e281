import { useQuery } from '@tanstack/react-query';
import { KeyRound, Plus } from 'lucide';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { failureMessage } from '@/api/errors';
import type { ApiKey } from '@/api/schemas/api-keys';
import { ListStates } from '@/components/feedback/list-states';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, EmptyState, Skeleton } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/components/ui/format';
import { Icon } from '@/components/ui/icons';
import { notify } from '@/components/ui/toast';
import { apiKeyMessages } from '@/forms/api-key-form';
import { apiKeyQueries, useRevokeApiKey } from '@/queries/api-keys';
import { CreateKeyDialog, RollKeyDialog } from './api-key-dialogs';
import { SecretReveal } from '@/components/ui/secret-reveal';

const statusTone: Record<ApiKey['status'], BadgeTone> = { active: 'green', expiring: 'yellow', revoked: 'gray' };
const statusLabel: Record<ApiKey['status'], string> = { active: 'Active', expiring: 'Expiring', revoked: 'Revoked' };

/** GET /api/api-keys: the partner's keys, redacted, with create, roll and revoke. */
export function ApiKeysCard() {
  const keys = useQuery(apiKeyQueries.list());
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [rolling, setRolling] = useState<ApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  // An invitation's sign-up lands here with its first test key's secret (in the page's history
  // state, never stored): shown once, as a new key's is.
  const firstTestKey = useRouterState({ select: (state) => state.location.state.firstTestKey });
  const [secret, setSecret] = useState<{ title: string; value: string } | null>(() =>
    firstTestKey ? { title: 'Your test key', value: firstTestKey } : null,
  );
  // Once read, out of the history entry too: a reload or Back keeps an entry's state, and would
  // show the secret again (and the browser keeps it with the session). It replaces the arrival's
  // navigation, so it scrolls to the top as that one would have.
  const navigate = useNavigate();
  useEffect(() => {
    if (firstTestKey === undefined) return;
    void navigate({
      to: '.',
      search: true,
      replace: true,
      state: (previous) => ({ ...previous, firstTestKey: undefined }),
    });
  }, [firstTestKey, navigate]);

  const confirmRevoke = () => {
    if (!revoking || revoke.isPending) return;
    revoke.mutate(
      { id: revoking.id },
      {
        onSuccess: (key) => notify.success(apiKeyMessages.revoked, { description: `${key.name} ${key.redacted}` }),
        // The toast region is outside the dialog, which hides the page from screen readers: close first.
        onError: (error) => notify.error(failureMessage(error, apiKeyMessages.revokeFailed)),
        onSettled: () => setRevoking(null),
      },
    );
  };

  return (
    <Card>
      <section aria-labelledby="api-keys-heading">
        <CardHeader
          id="api-keys-heading"
          title="API keys"
          description="Secrets your systems call the Logistics API with. Keep them on your servers, never in a browser or an app."
          action={
            <Button size="sm" onClick={() => setCreating(true)}>
              <Icon node={Plus} className="size-4" aria-hidden="true" />
              Create key
            </Button>
          }
        />
        <ListStates
          query={keys}
          skeleton={
            <div aria-hidden="true" className="space-y-2">
              <Skeleton className="h-16 w-full rounded-xl" />
              <Skeleton className="h-16 w-full rounded-xl" />
            </div>
          }
          failed="Couldn't load your API keys."
          empty={
            <EmptyState icon={<Icon node={KeyRound} className="size-8" aria-hidden="true" />} title="No API keys yet">
              Create a test key to try the API on a sandbox with test money.
            </EmptyState>
          }
        >
          {(items) => (
            <ul aria-labelledby="api-keys-heading" className="divide-y divide-slate-200">
              {items.map((key) => (
                <KeyRow key={key.id} apiKey={key} onRoll={() => setRolling(key)} onRevoke={() => setRevoking(key)} />
              ))}
            </ul>
          )}
        </ListStates>
      </section>

      <CreateKeyDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(value) => setSecret({ title: 'Your new API key', value })}
      />
      <RollKeyDialog
        apiKey={rolling}
        onOpenChange={(open) => !open && setRolling(null)}
        onRolled={(value) => setSecret({ title: 'Your rolled API key', value })}
      />
      <SecretReveal
        title={secret?.title ?? ''}
        secret={secret?.value ?? null}
        warning={apiKeyMessages.secretWarning}
        onClose={() => setSecret(null)}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke API key?"
        description={
          revoking
            ? `${revoking.name} (${revoking.redacted}) stops working at once: requests with it will be refused. This cannot be undone.`
            : ''
        }
        confirmLabel={revoke.isPending ? 'Revoking...' : 'Revoke'}
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </Card>
  );
}

interface KeyRowProps {
  apiKey: ApiKey;
  onRoll: () => void;
  onRevoke: () => void;
}

function KeyRow({ apiKey, onRoll, onRevoke }: KeyRowProps) {
  const usable = apiKey.status === 'active';
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words text-slate-900">{apiKey.name}</span>
          <Badge tone={apiKey.mode === 'live' ? 'indigo' : 'yellow'}>{apiKey.mode === 'live' ? 'Live' : 'Test'}</Badge>
          <Badge tone={statusTone[apiKey.status]}>{statusLabel[apiKey.status]}</Badge>
        </p>
        <p className="font-mono text-xs text-slate-700">{apiKey.redacted}</p>
        <p className="text-xs text-slate-500">
          Created {formatDateTime(apiKey.createdAt)} · Last used{' '}
          {apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : 'never'}
          {apiKey.status === 'expiring' && apiKey.expiresAt ? ` · Expires ${formatDateTime(apiKey.expiresAt)}` : ''}
        </p>
      </div>
      {usable ? (
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={onRoll} aria-label={`Roll ${apiKey.name}`}>
            Roll
          </Button>
          <Button size="sm" variant="secondary" onClick={onRevoke} aria-label={`Revoke ${apiKey.name}`}>
            Revoke
          </Button>
        </div>
      ) : null}
    </li>
  );
}
