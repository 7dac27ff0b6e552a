import { Injectable } from '@nestjs/common';

/** Answers whether a stored key must be refused now (the media of a hidden post). */
export type WithholdingCheck = (key: string) => Promise<boolean>;

/**
 * Media a module withholds for a while: the media controller answers 404 for them, as for a
 * missing key. Modules register their check at start (content: the media of hidden posts).
 */
@Injectable()
export class WithheldMedia {
  private readonly checks: WithholdingCheck[] = [];

  register(check: WithholdingCheck): void {
    this.checks.push(check);
  }

  async isWithheld(key: string): Promise<boolean> {
    for (const check of this.checks) {
      if (await check(key)) {
        return true;
      }
    }
    return false;
  }
}
