import { Injectable, Logger } from '@nestjs/common';
import { Plan, planTokens } from '../../billing/domain/plans';
import { PasswordHasher } from '../ports/password-hasher';
import { UserRepository } from '../ports/user.repository';
import { CreditRate } from './accounts.service';

export const DEMO_PASSWORD = 'mixel-demo';

export const DEMO_USERS: ReadonlyArray<{ name: string; fullname: string; plan: Plan }> = [
  { name: 'ana', fullname: 'Ana Gratis', plan: 'free' },
  { name: 'bruno', fullname: 'Bruno Básico', plan: 'basic' },
  { name: 'carla', fullname: 'Carla Pro', plan: 'pro' },
  { name: 'diego', fullname: 'Diego Max', plan: 'max' },
];

/** Demo accounts, one per plan, so every plan can be tried at once; safe to run on every start. */
@Injectable()
export class DemoSeedService {
  private readonly log = new Logger('DemoSeed');

  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly creditRate: CreditRate,
  ) {}

  async seed(): Promise<void> {
    let created = 0;
    for (const demo of DEMO_USERS) {
      if (await this.users.isHandleTaken(demo.name)) {
        continue;
      }
      await this.users.create({
        ...demo,
        email: `${demo.name}@demo.mixel.local`,
        passwordHash: await this.hasher.hash(DEMO_PASSWORD),
        image: null,
        fastTokens: planTokens(demo.plan, this.creditRate.tokensPerCredit),
        grant: 'grant.demo',
        // the demo addresses receive no mail: nothing for them to confirm
        emailVerifiedAt: new Date(),
      });
      created++;
    }
    if (created > 0) {
      this.log.log(`Created ${created} demo users (password "${DEMO_PASSWORD}")`);
    }
  }
}
