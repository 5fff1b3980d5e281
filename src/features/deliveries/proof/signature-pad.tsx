import { useRef, useState, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/forms/field';

/** What the recipient signed: a drawing (a PNG data URL) or a typed name. */
export type SignatureValue = { kind: 'drawn'; image: string } | { kind: 'typed'; text: string } | null;

const INK = '#0f172a';

/**
 * A signature drawn with a finger, a pen or a mouse on a canvas; or typed — the keyboard's and
 * a screen reader's way to sign. The drawing is sent as a PNG when the pen lifts.
 */
export function SignaturePad({
  value,
  onChange,
  error,
  disabled,
}: {
  value: SignatureValue;
  onChange: (value: SignatureValue) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [typing, setTyping] = useState(false);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const { width, height } = event.currentTarget;
    return [
      ((event.clientX - box.left) * width) / box.width,
      ((event.clientY - box.top) * height) / box.height,
    ] as const;
  };
  const context = () => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) {
      ctx.lineWidth = 3;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = INK;
    }
    return ctx;
  };
  const clear = () => {
    const el = canvas.current;
    el?.getContext('2d')?.clearRect(0, 0, el.width, el.height);
    onChange(null);
  };

  if (typing) {
    return (
      <div className="space-y-2">
        <TextField
          label="Signature (the recipient types their name)"
          autoComplete="off"
          maxLength={120}
          disabled={disabled}
          error={error}
          value={value?.kind === 'typed' ? value.text : ''}
          onChange={(event) => onChange(event.target.value.trim() ? { kind: 'typed', text: event.target.value } : null)}
        />
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            onChange(null);
            setTyping(false);
          }}
        >
          Draw instead
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-700">Signature</p>
      <canvas
        ref={canvas}
        width={600}
        height={200}
        role="img"
        aria-label={value ? 'Signature drawn' : 'Signature pad: the recipient signs here with a finger, pen or mouse'}
        className="h-40 w-full rounded-lg border border-slate-300 bg-white"
        // No scrolling or zooming while the finger signs (inline: no class in every page's stylesheet).
        style={{ touchAction: 'none' }}
        onPointerDown={(event) => {
          if (disabled) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = true;
          const ctx = context();
          ctx?.beginPath();
          ctx?.moveTo(...point(event));
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const ctx = context();
          ctx?.lineTo(...point(event));
          ctx?.stroke();
        }}
        onPointerUp={(event) => {
          if (!drawing.current) return;
          drawing.current = false;
          onChange({ kind: 'drawn', image: event.currentTarget.toDataURL('image/png') });
        }}
      />
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={clear} disabled={disabled || !value}>
          Clear
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={disabled}
          onClick={() => {
            onChange(null);
            setTyping(true);
          }}
        >
          Type the name instead
        </Button>
      </div>
    </div>
  );
}
