import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { downscalePhoto, photoMessages, photoProblem } from './downscale';

/**
 * The proof photo: taken with the phone's camera or chosen from its files (up to 5 MB), shown,
 * and sent downscaled (./downscale.ts).
 */
export function PhotoField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const shown = problem ?? error;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const refused = photoProblem(file);
    setProblem(refused);
    if (refused) return;
    setReading(true);
    try {
      onChange(await downscalePhoto(file));
    } catch {
      setProblem(photoMessages.unreadable);
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Photo of the parcel where it was left
      </label>
      {value ? (
        <div className="flex items-center gap-3">
          <img
            src={value}
            alt="The proof photo"
            className="h-24 w-24 rounded-lg ring-1 ring-slate-200"
            style={{ objectFit: 'cover' }}
          />
          <Button size="sm" variant="secondary" disabled={disabled} onClick={() => onChange(null)}>
            Remove photo
          </Button>
        </div>
      ) : null}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture="environment"
        disabled={disabled || reading}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : `${id}-hint`}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {reading ? <Spinner className="size-4" label="Preparing the photo…" /> : null}
      {shown ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {shown}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-slate-500">
          Up to 5 MB; sent smaller.
        </p>
      )}
    </div>
  );
}
