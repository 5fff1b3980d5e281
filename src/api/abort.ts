/** A cancelled request (React Query aborts queries it no longer needs): not an error to show. */
export const isAbortError = (error: unknown): boolean =>
  (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';
