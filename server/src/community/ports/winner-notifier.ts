import { Challenge, Placing } from '../domain/challenge';

/** Tells each winner of a closed challenge; telling them twice changes nothing. */
export abstract class WinnerNotifier {
  abstract notifyWinners(challenge: Challenge, placings: Placing[]): Promise<void>;
}
