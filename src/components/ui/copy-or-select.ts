import { useRef, useState } from 'react';

/**
 * Copies `text` to the clipboard; where the browser refuses (no permission, an insecure page),
 * selects `node`'s text instead so Ctrl+C copies it. Says which happened, for a status line.
 */
export async function copyOrSelect(text: string, node: HTMLElement | null): Promise<'copied' | 'select'> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    const selection = window.getSelection();
    if (node && selection) {
      const range = document.createRange();
      range.selectNodeContents(node);
      selection.removeAllRanges();
      selection.addRange(range);
    }
    return 'select';
  }
}

export type CopyState = 'idle' | 'copied' | 'select';

/**
 * A Copy button's state around `copyOrSelect`: a ref for the node whose text is selected when the
 * clipboard refuses, what happened last (for the button and a status line), and a reset.
 */
export function useCopyOrSelect<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState<CopyState>('idle');
  const copy = async (text: string) => setState(await copyOrSelect(text, ref.current));
  return { ref, state, copy, reset: () => setState('idle') };
}
