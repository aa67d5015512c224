import type { SessionSignal } from '@fanshop/core/session';

type Listener<T> = (value: T) => void;

/**
 * Where the API layer and the session meet: the HTTP client reports every failed answer here, and the
 * session core, made later on the same events, listens with its invalid-token policy (spec section 8);
 * the session core reports every end of a session, and whatever shows the shopper listens. Each side is
 * made knowing only the events, so neither has to look the other up when an answer fails.
 */
export class SessionEvents {
  private readonly failed: Listener<SessionSignal>[] = [];
  private readonly endings: Listener<void>[] = [];

  /** An answer failed: what it says about the session. */
  answerFailed(signal: SessionSignal): void {
    for (const listener of this.failed) listener(signal);
  }

  onAnswerFailed(listener: Listener<SessionSignal>): void {
    this.failed.push(listener);
  }

  /** A session ended: logout, account deletion, a token the API no longer takes. */
  sessionEnded(): void {
    for (const listener of this.endings) listener();
  }

  onSessionEnded(listener: () => void): void {
    this.endings.push(listener);
  }
}
