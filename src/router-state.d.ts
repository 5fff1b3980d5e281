import '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Handed from sign-up to sign-in: shown as a green notice. */
    signupMessage?: string;
    /** Handed from sign-up to sign-in: pre-fills the e-mail. */
    email?: string;
    /** Handed from an invitation's sign-up to Developers: the first test key's secret, shown once. */
    firstTestKey?: string;
  }
}
