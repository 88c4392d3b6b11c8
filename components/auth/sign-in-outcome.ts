/** How a sign-in form hands over: done, or (returning true) a second step is needed. */
export type SignInOutcome = {
  onSignedIn: () => void;
  /** Takes a failed sign-in; returns true when it was "second factor required" and is handled. */
  onSecondFactor: (error: unknown) => boolean;
};
