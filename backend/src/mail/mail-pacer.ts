import type { Timers } from '../shared/timers';

interface Lane {
  /** When the latest mail of this lane went out. */
  lastSent: number;
  /** The newest mail asked for while the lane was resting, and the timer that will send it. */
  pending?: { readonly send: () => void; readonly cancel: () => void };
}

/**
 * Paces the account mails anyone can cause (a password reset, "someone tried to register"): at most
 * one per `intervalMs` for each address and kind, yet the newest request always gets its mail, at the
 * latest `intervalMs` after the one before. So a stranger asking again and again cannot flood the
 * owner's mailbox, nor keep the owner's own request from being answered. `send` runs when the mail
 * goes out, so a reset link is made then and is the newest one.
 */
export class MailPacer {
  readonly #lanes = new Map<string, Lane>();

  constructor(
    private readonly timers: Timers,
    readonly intervalMs: number,
  ) {}

  /** Sends now, or once the lane's interval has passed, replacing a mail already waiting there. */
  request(lane: string, send: () => void): 'sent' | 'queued' {
    const now = this.timers.now();
    const state = this.#lanes.get(lane);
    if (!state || now - state.lastSent >= this.intervalMs) {
      state?.pending?.cancel();
      this.#lanes.set(lane, { lastSent: now });
      send();
      this.#sweep(now);
      return 'sent';
    }
    state.pending?.cancel();
    const cancel = this.timers.schedule(state.lastSent + this.intervalMs - now, () => this.#release(lane));
    state.pending = { send, cancel };
    return 'queued';
  }

  /** Mails waiting for their turn. */
  get waiting(): number {
    let n = 0;
    for (const lane of this.#lanes.values()) if (lane.pending) n++;
    return n;
  }

  /** Sends every waiting mail now (on shutdown: a request answered must not lose its mail). */
  flush(): void {
    for (const lane of [...this.#lanes.keys()]) this.#release(lane);
  }

  #release(lane: string): void {
    const state = this.#lanes.get(lane);
    const pending = state?.pending;
    if (!state || !pending) return;
    pending.cancel();
    state.pending = undefined;
    state.lastSent = this.timers.now();
    try {
      pending.send();
    } catch (error) {
      // Outside any request: nobody to answer, so say it in the log.
      console.error('[api] a paced mail could not be sent', error);
    }
  }

  /** Forgets lanes that rest no longer and wait for nothing, so memory stays bounded. */
  #sweep(now: number): void {
    if (this.#lanes.size < 10_000) return;
    for (const [key, lane] of this.#lanes) {
      if (!lane.pending && now - lane.lastSent >= this.intervalMs) this.#lanes.delete(key);
    }
  }
}
