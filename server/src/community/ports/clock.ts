/** The current instant; challenges read it instead of the wall clock so tests can set the day. */
export abstract class Clock {
  abstract now(): Date;
}
