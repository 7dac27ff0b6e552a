import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { useSession } from '../../accounts/session/SessionProvider';

const tokensPerCreditQuery = graphql(`
  query TokensPerCredit {
    tokensPerCredit
  }
`);

/**
 * Tokens in one credit, so token amounts (costs, the balance) are shown in credits: the
 * session's own ratio, or asked once for visitors; null until known.
 */
export function useTokensPerCredit(): number | null {
  const { user } = useSession();
  const fromSession = user?.tokensPerCredit ?? null;
  const { data } = useQuery(tokensPerCreditQuery, { skip: fromSession !== null });
  return fromSession ?? data?.tokensPerCredit ?? null;
}
