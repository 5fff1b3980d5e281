import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage, type ApiError } from '@/api/errors';
import type { ProofRequirements } from '@/api/schemas';
import type { CompleteDeliveryRequest } from '@/api/schemas/delivery-proof';
import { QueryStates } from '@/components/feedback/list-states';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/forms/field';
import { showRefusal } from '@/forms/refusal';
import { useCompleteDelivery } from '@/queries/delivery-proof';
import { partnerQueries } from '@/queries/partner';
import { fleetMessages } from '../forms/fleet-messages';
import { StepForm, type DeliveryStepProps } from '../forms/step-form';
import { AttemptForm } from './attempt-form';
import { CodeStep, type CodeState } from './code-step';
import { CollectionStep, newCollectionDraft, readCollection, type CollectionDraft } from './collection-step';
import { PhotoField } from './photo-field';
import { SignaturePad, type SignatureValue } from './signature-pad';

type Problems = Partial<Record<'override' | 'name' | 'signature' | 'photo' | 'collection', string>>;

/** What the partner's settings ask for and was not given. */
function proofProblems(
  required: ProofRequirements,
  given: { overrideNeeded: boolean; override: string; name: string; signature: SignatureValue; photo: string | null },
): Problems {
  return {
    ...(given.overrideNeeded && !given.override.trim()
      ? { override: 'Say why the delivery is made without the code' }
      : {}),
    ...(required.signature && !given.name.trim() ? { name: 'Enter the recipient’s name' } : {}),
    ...(required.signature && !given.signature ? { signature: 'The recipient signs, or types their name' } : {}),
    ...(required.photo && !given.photo ? { photo: 'Take or choose a photo' } : {}),
  };
}

/** The refusals about the cash on delivery ("collection.amount: More than …") go under its amount. */
const cashFields = { collection: 'collection', 'collection.amount': 'collection' } as const;

/**
 * Mark as Delivered with its proof (issue 27), as the partner's settings ask: the recipient's
 * code, their name and signature, a photo — anything not required may be given too. Or the
 * hand-over failed: a failed attempt (then, after three, the return to the sender). A parcel with
 * cash on delivery also says what was collected, and how (issue 28). Nothing typed, drawn or taken
 * is lost when the server refuses; its reason shows here (at the amount when it concerns the cash).
 */
export function DeliverDialog({ delivery, track, onDone, onDismiss }: DeliveryStepProps) {
  const settings = useQuery(partnerQueries.settings());
  const complete = useCompleteDelivery();
  const [mode, setMode] = useState<'deliver' | 'attempt'>('deliver');
  const [code, setCode] = useState<CodeState | undefined>(delivery.deliveryCode);
  const [override, setOverride] = useState('');
  const [name, setName] = useState('');
  const [signature, setSignature] = useState<SignatureValue>(null);
  const [photo, setPhoto] = useState<string | null>(null);
  const [cash, setCash] = useState<CollectionDraft>(newCollectionDraft);
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const required = settings.data?.proofOfDelivery;
  const askCode = Boolean(required?.code && code);
  const cod = delivery.cashOnDelivery?.collected ? undefined : delivery.cashOnDelivery;

  const submit = async () => {
    if (!required) return;
    const collected = cod ? readCollection(cash, cod.amount) : undefined;
    const found: Problems = {
      ...proofProblems(required, {
        overrideNeeded: askCode && !code?.verified && code?.triesLeft === 0,
        override,
        name,
        signature,
        photo,
      }),
      ...(collected?.error === undefined ? {} : { collection: collected.error }),
    };
    setProblems(found);
    if (askCode && !code?.verified && (code?.triesLeft ?? 0) > 0) {
      setRefusal('Check the recipient’s code first.');
      return;
    }
    if (Object.keys(found).length > 0) return;
    const body: CompleteDeliveryRequest = {
      ...(name.trim() ? { recipientName: name.trim() } : {}),
      ...(signature ? { signature } : {}),
      ...(photo ? { photo } : {}),
      ...(askCode && !code?.verified ? { overrideReason: override.trim() } : {}),
      ...(collected?.collection ? { collection: collected.collection } : {}),
    };
    setRefusal(null);
    setPending(true);
    const call = complete.mutateAsync({ id: delivery.id, ...body });
    call.catch((error: ApiError) =>
      showRefusal<{ collection: string }>(error, {
        setError: (_field, { message }) => setProblems({ collection: message ?? '' }),
        // Without the cash step on screen, such a refusal goes to the notice.
        fieldNamed: cod ? cashFields : {},
        setRefusal,
        fallback: () => setRefusal(failureMessage(error, fleetMessages.deliverFailed)),
      }),
    );
    const ok = await track(call, `${delivery.trackingNumber} marked as delivered`, fleetMessages.deliverFailed);
    setPending(false);
    if (ok) onDone();
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open || pending ? undefined : onDismiss())}
      title={mode === 'deliver' ? `Deliver ${delivery.trackingNumber}` : `Couldn’t deliver ${delivery.trackingNumber}`}
      description={`To ${delivery.customer.name}, ${delivery.to.address}, ${delivery.to.city}`}
    >
      {mode === 'attempt' ? (
        <AttemptForm delivery={delivery} track={track} onDone={onDone} onDismiss={() => setMode('deliver')} />
      ) : (
        <QueryStates
          query={settings}
          skeleton={<Spinner className="size-5" label="Loading your proof settings…" />}
          failed="Couldn’t load your proof-of-delivery settings."
        >
          {() => (
            <StepForm
              label={`Proof of delivery for ${delivery.trackingNumber}`}
              onSubmit={submit}
              className="space-y-5"
            >
              {refusal ? <Notice tone="error">{refusal}</Notice> : null}
              {askCode && code ? (
                <CodeStep
                  delivery={delivery}
                  code={code}
                  onCode={setCode}
                  override={override}
                  onOverride={setOverride}
                  overrideError={problems.override}
                  disabled={pending}
                />
              ) : null}
              <TextField
                label={required?.signature ? 'Recipient’s name' : 'Recipient’s name (optional)'}
                autoComplete="off"
                maxLength={120}
                required={required?.signature}
                disabled={pending}
                error={problems.name}
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
              {required?.signature ? (
                <SignaturePad value={signature} onChange={setSignature} error={problems.signature} disabled={pending} />
              ) : null}
              {required?.photo ? (
                <PhotoField value={photo} onChange={setPhoto} error={problems.photo} disabled={pending} />
              ) : null}
              {cod ? (
                <CollectionStep
                  cod={cod}
                  draft={cash}
                  onDraft={setCash}
                  error={problems.collection}
                  disabled={pending}
                />
              ) : null}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
                <Button variant="ghost" disabled={pending} onClick={() => setMode('attempt')}>
                  {(delivery.attempts?.length ?? 0) >= 3 ? 'Return to sender…' : 'Couldn’t deliver…'}
                </Button>
                <Button type="submit" disabled={pending}>
                  {pending ? 'Saving…' : 'Mark as Delivered'}
                </Button>
              </div>
            </StepForm>
          )}
        </QueryStates>
      )}
    </Modal>
  );
}
