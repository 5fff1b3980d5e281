import { useState } from 'react';

/** What was copied last, and whether the clipboard took it (if not, the panel shows the text to copy by hand). */
export interface Copied {
  what: string;
  text: string;
  ok: boolean;
}

/** Copies text to the clipboard, keeping the outcome for the panel's status line. */
export function useCopy() {
  const [copied, setCopied] = useState<Copied | null>(null);
  const copy = (text: string, what: string) => {
    const done = (ok: boolean) => setCopied({ what, text, ok });
    if (!navigator.clipboard?.writeText) {
      done(false);
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => done(true),
      () => done(false),
    );
  };
  return { copied, copy };
}
