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
