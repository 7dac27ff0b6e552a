import { AccountsService } from '../../server/src/accounts/application/accounts.service';
import { BillingRepository } from '../../server/src/billing/ports/billing.repository';
import { Plan } from '../../server/src/billing/domain/plans';
import { insertPosts, newAccount, PostFactoryFields, setBalance, TestApp } from './test-app';

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  /** Bearer token of a fresh session. */
  token: string;
}

/**
 * Test data made through the app's own use cases and repositories, so that it is what the app
 * itself would have written: `const f = factories(t); const ana = await f.user({ plan: 'pro' })`.
 */
export function factories(t: TestApp) {
  return {
    /** A signed-up user (its sign-up grant in the ledger), on `plan`, with `tokens` if given. */
    async user(options: { plan?: Plan; tokens?: number; name?: string } = {}): Promise<TestUser> {
      const account = newAccount(options.name ? { name: options.name } : {});
      const { token, user } = await t.app
        .get(AccountsService)
        .signUp(account, { ip: null, userAgent: 'factories' });
      if (options.plan && options.plan !== 'free') {
        await t.app
          .get(BillingRepository)
          .setUserPlan(user.id, options.plan, { status: null, externalId: null });
      }
      if (options.tokens !== undefined) {
        await setBalance(t.databaseUrl, user.id, options.tokens);
      }
      return {
        id: user.id,
        name: user.name,
        email: account.email,
        password: account.password,
        token,
      };
    },

    /** Ready posts of `authorId`, written at once (for listing tests that need many). */
    posts(authorId: string, fields: PostFactoryFields[]): Promise<string[]> {
      return insertPosts(t.databaseUrl, authorId, fields);
    },

    async post(authorId: string, fields: PostFactoryFields = {}): Promise<string> {
      const [id] = await insertPosts(t.databaseUrl, authorId, [fields]);
      return id;
    },
  };
}
