import { useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { cn } from '@/components/ui/cn';
import { pasteCode, pressKey, typeIntoBox, type CodeEdit } from '@/forms/verification-code';

/** What a form may ask of the boxes: the focus on the first one to fix, after a refused submit. */
export interface CodeInputHandle {
  /** Focuses the first empty box, or the first box when all are filled. */
  focusFirstToFix: () => void;
}

interface CodeInputProps {
  ref?: Ref<CodeInputHandle>;
  /** One digit or '' per box. */
  value: string[];
  onChange: (code: string[]) => void;
  /** The visible name of the group, e.g. "Verification code". */
  label: string;
  /** While busy the boxes keep focus but take no input. */
  busy?: boolean;
  invalid?: boolean;
  /** The id of the message that describes the boxes (an error, say). */
  describedBy?: string | undefined;
  autoFocus?: boolean;
}

/**
 * Six single-digit boxes. The editing rules (digits only, paste, Backspace and arrows)
 * are the pure functions of src/forms/verification-code.ts; this maps events to them.
 */
export function CodeInput({
  ref,
  value,
  onChange,
  label,
  busy = false,
  invalid = false,
  describedBy,
  autoFocus = false,
}: CodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useImperativeHandle(
    ref,
    () => ({
      focusFirstToFix: () => {
        const empty = value.findIndex((digit) => digit === '');
        boxes.current[Math.max(empty, 0)]?.focus();
      },
    }),
    [value],
  );

  const apply = (edit: CodeEdit) => {
    onChange(edit.code);
    const box = boxes.current[edit.focus];
    if (box && box !== document.activeElement) box.focus();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.metaKey || event.ctrlKey || event.altKey) return;
    const edit = pressKey(value, index, event.key);
    if (!edit) return;
    event.preventDefault();
    if (busy && edit.code.join('') !== value.join('')) return;
    apply(edit);
  };

  // Paste anywhere in the group: the handler sits on the fieldset.
  const onPaste = (event: ClipboardEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    if (busy) return;
    const text = event.clipboardData.getData('text/plain') || event.clipboardData.getData('text');
    apply(pasteCode(value, text));
  };

  return (
    <fieldset onPaste={onPaste} aria-describedby={describedBy} className="min-w-0">
      <legend className="mb-2 block text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex justify-between gap-2 sm:gap-3">
        {value.map((digit, index) => (
          <input
            // The boxes never reorder: the index is their identity.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${value.length}`}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            aria-required
            required
            readOnly={busy}
            autoFocus={autoFocus && index === 0}
            value={digit}
            onChange={(event) => {
              if (!busy) apply(typeIntoBox(value, index, event.target.value));
            }}
            onKeyDown={onKeyDown(index)}
            onFocus={(event) => event.target.select()}
            className={cn(
              'h-14 w-full min-w-0 rounded-lg border-0 bg-white text-center font-mono text-2xl font-semibold text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset transition-shadow focus:ring-2 focus:ring-brand-600 focus:outline-none read-only:bg-slate-50 aria-[invalid=true]:ring-red-500 sm:h-16',
              digit && 'bg-brand-50/50 ring-brand-300',
            )}
          />
        ))}
      </div>
    </fieldset>
  );
}
