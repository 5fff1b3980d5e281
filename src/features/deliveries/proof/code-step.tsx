import { useState } from 'react';
import { failureMessage, type ApiError } from '@/api/errors';
import type { Delivery } from '@/api/schemas';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { TextareaField, TextField } from '@/forms/field';
import { useVerifyDeliveryCode } from '@/queries/delivery-proof';
import { Check } from 'lucide';

export interface CodeState {
  verified: boolean;
  triesLeft: number;
}

/**
 * The recipient's 4-digit code (texted at pickup): checked on its own, 3 tries; then the delivery
 * can only go ahead with an override and a reason (kept with the proof).
 */
export function CodeStep({
  delivery,
  code,
  onCode,
  override,
  onOverride,
  overrideError,
  disabled,
}: {
  delivery: Delivery;
  code: CodeState;
  onCode: (code: CodeState) => void;
  override: string;
  onOverride: (reason: string) => void;
  overrideError?: string | undefined;
  disabled?: boolean;
}) {
  const verify = useVerifyDeliveryCode();
  const [digits, setDigits] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  if (code.verified) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-green-700">
        <Icon node={Check} className="size-4" aria-hidden="true" />
        Code checked
      </p>
    );
  }
  if (code.triesLeft === 0) {
    return (
      <TextareaField
        label="Override: why deliver without the code?"
        hint="The 3 tries are spent. The reason is kept with the proof."
        // The code's field has just gone (its last try): the keyboard goes on here.
        autoFocus
        rows={2}
        required
        maxLength={300}
        disabled={disabled}
        value={override}
        error={overrideError}
        onChange={(event) => onOverride(event.target.value)}
      />
    );
  }
  const check = async () => {
    if (!/^\d{4}$/.test(digits.trim())) {
      setMessage('Enter the 4 digits the recipient received');
      return;
    }
    try {
      const reply = await verify.mutateAsync({ id: delivery.id, code: digits.trim() });
      onCode(reply);
      setDigits('');
      setMessage(
        reply.verified
          ? null
          : reply.triesLeft > 0
            ? `Wrong code: ${reply.triesLeft} ${reply.triesLeft === 1 ? 'try' : 'tries'} left`
            : 'Wrong code: no tries left',
      );
    } catch (error) {
      setMessage(failureMessage(error as ApiError, 'Failed to check the code. Please try again.'));
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <TextField
        label="Recipient’s delivery code"
        hint={`Texted to ${delivery.customer.phone} at pickup.`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={4}
        className="w-48"
        disabled={disabled || verify.isPending}
        error={message ?? undefined}
        value={digits}
        onChange={(event) => setDigits(event.target.value.replace(/\D/g, ''))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void check();
          }
        }}
      />
      <Button variant="secondary" disabled={disabled || verify.isPending} onClick={() => void check()}>
        {verify.isPending ? 'Checking…' : 'Check code'}
      </Button>
    </div>
  );
}
