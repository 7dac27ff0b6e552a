/** The time rules read (a suspension's end); tests replace `now` to move through days. */
export class Clock {
  now(): Date {
    return new Date();
  }
}
