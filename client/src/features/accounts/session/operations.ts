import { graphql } from '../../../gql';

export const sessionUserFragment = graphql(`
  fragment SessionUser on User {
    id
    name
    fullname
    email
    emailVerified
    image
    plan
    fastTokens
    credits
    tokensPerCredit
    subscriptionStatus
    mercadoPagoSubscriptionId
    createdAt
    staff
    entitlements {
      allGenerationOptions
      watermarkFreeDownloads
      videoUpload
      showUpgrade
      verifiedBadge
      commercialLicence
    }
  }
`);

export const meQuery = graphql(`
  query Me {
    me {
      ...SessionUser
    }
  }
`);

export const meUpdatedSubscription = graphql(`
  subscription MeUpdated {
    meUpdated {
      ...SessionUser
    }
  }
`);

export const signInMutation = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      token
      user {
        ...SessionUser
      }
    }
  }
`);

export const signUpMutation = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      token
      user {
        ...SessionUser
      }
    }
  }
`);

export const signOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);

export const authProvidersQuery = graphql(`
  query AuthProviders {
    authProviders {
      oidc
      oidcName
    }
  }
`);
