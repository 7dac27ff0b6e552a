import { Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { handleCandidate, normalizeFullname } from '../domain/account-rules';
import { planTokens } from '../../billing/domain/plans';
import { User } from '../domain/user';
import { ExternalIdentity } from '../ports/external-identity-provider';
import { UserRepository } from '../ports/user.repository';
import { AccountsService, AuthResult, ClientContext, CreditRate } from './accounts.service';

@Injectable()
export class OidcSignInService {
  constructor(
    private readonly users: UserRepository,
    private readonly accounts: AccountsService,
    private readonly creditRate: CreditRate,
  ) {}

  /**
   * Signs in the owner of an external identity: the linked account, else the account with the
   * same verified email, else a new free account.
   */
  async signIn(identity: ExternalIdentity, client: ClientContext): Promise<AuthResult> {
    const user =
      (await this.users.findByIdentity(identity.provider, identity.subject)) ??
      (await this.linkByVerifiedEmail(identity)) ??
      (await this.createFor(identity));
    await this.users.linkIdentity(user.id, identity.provider, identity.subject);
    return this.accounts.startSession(user, client);
  }

  private async linkByVerifiedEmail(identity: ExternalIdentity): Promise<User | null> {
    if (!identity.email || !identity.emailVerified) {
      return null;
    }
    const found = await this.users.findByLoginWithCredential(identity.email);
    // an address typed at sign-up and never proven may be someone else's claim on it
    if (!found?.emailVerifiedAt) {
      return null;
    }
    const { passwordHash: _omitted, ...user } = found;
    return user;
  }

  private async createFor(identity: ExternalIdentity): Promise<User> {
    const base = handleCandidate(identity.name ?? identity.email ?? 'usuario');
    let name = base;
    for (let attempt = 0; await this.users.isHandleTaken(name); attempt++) {
      name = `${base.slice(0, 24)}_${randomInt(10 ** (2 + Math.min(attempt, 4)))}`;
    }
    const vouched = identity.email && identity.emailVerified ? identity.email.toLowerCase() : null;
    // held by an unproven account: the new one starts without it rather than clash
    const email =
      vouched && !(await this.users.findByLoginWithCredential(vouched)) ? vouched : null;
    return this.users.create({
      name,
      fullname: normalizeFullnameOr(identity.name, name),
      email,
      passwordHash: null,
      image: identity.picture?.startsWith('https://') ? identity.picture : null,
      plan: 'free',
      fastTokens: planTokens('free', this.creditRate.tokensPerCredit),
      grant: 'grant.oidc',
      emailVerifiedAt: email ? new Date() : null,
    });
  }
}

function normalizeFullnameOr(value: string | null, fallback: string): string {
  try {
    return normalizeFullname((value ?? '').slice(0, 60));
  } catch {
    return fallback;
  }
}
