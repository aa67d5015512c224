import type { GuestStatus } from '../guest-status.js';

/** A guest status the test flips, e.g. to simulate login. */
export class SwitchableGuestStatus implements GuestStatus {
  constructor(public guest = true) {}
  isGuest(): boolean {
    return this.guest;
  }
}
