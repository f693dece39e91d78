/**
 * The one source of "now" for time rules that tests must be able to move: token expiry, mail
 * retries (and, later, reminders and retention). Production uses the system clock.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that follows real time shifted by what a test moved it. */
export class MovableClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export const isoAfter = (clock: Clock, ms: number): string => new Date(clock.now().getTime() + ms).toISOString();
