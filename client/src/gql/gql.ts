/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment SessionUser on User {\n    id\n    name\n    fullname\n    email\n    image\n    plan\n    fastTokens\n    credits\n    subscriptionStatus\n    mercadoPagoSubscriptionId\n    createdAt\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.MeDocument,
    "\n  subscription MeUpdated {\n    meUpdated {\n      ...SessionUser\n    }\n  }\n": typeof types.MeUpdatedDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  query AuthProviders {\n    authProviders {\n      oidc\n      oidcName\n    }\n  }\n": typeof types.AuthProvidersDocument,
    "\n  fragment PostCardFields on Post {\n    id\n    title\n    kind\n    src\n    width\n    height\n    blurhash\n    dominantColor\n    sensitive\n    status\n    progress\n    visibility\n    author {\n      id\n      name\n    }\n  }\n": typeof types.PostCardFieldsFragmentDoc,
    "\n  subscription MyPostProcessing {\n    myPostProcessing {\n      id\n      status\n      progress\n    }\n  }\n": typeof types.MyPostProcessingDocument,
    "\n  fragment PostDetailFields on Post {\n    ...PostCardFields\n    desc\n    hashtags\n    mentions\n    variants {\n      url\n      width\n      height\n      format\n    }\n    video {\n      url\n      poster\n      width\n      height\n      duration\n    }\n    author {\n      id\n      name\n      fullname\n      image\n      level\n    }\n    counts {\n      views\n      likes\n      comments\n      downloads\n    }\n    monetizable\n    failureReason\n    hasEditable\n    downloadUrl\n    createdAt\n  }\n": typeof types.PostDetailFieldsFragmentDoc,
    "\n  query PostDetail($id: ID!) {\n    post(id: $id) {\n      post {\n        ...PostDetailFields\n      }\n      similar {\n        ...PostCardFields\n      }\n    }\n  }\n": typeof types.PostDetailDocument,
    "\n  query AuthorPosts($name: String!) {\n    channel(idOrHandle: $name, page: 1, tab: public) {\n      posts {\n        ...PostCardFields\n      }\n    }\n  }\n": typeof types.AuthorPostsDocument,
    "\n  mutation RetryPostProcessing($id: ID!) {\n    retryPostProcessing(id: $id)\n  }\n": typeof types.RetryPostProcessingDocument,
    "\n  query Channel($idOrHandle: String!, $page: Int!, $tab: Visibility!) {\n    channel(idOrHandle: $idOrHandle, page: $page, tab: $tab) {\n      user {\n        id\n        name\n        fullname\n        image\n        level\n      }\n      postCount\n      currentPage\n      hasNextPage\n      posts {\n        ...PostCardFields\n      }\n    }\n  }\n": typeof types.ChannelDocument,
};
const documents: Documents = {
    "\n  fragment SessionUser on User {\n    id\n    name\n    fullname\n    email\n    image\n    plan\n    fastTokens\n    credits\n    subscriptionStatus\n    mercadoPagoSubscriptionId\n    createdAt\n  }\n": types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": types.MeDocument,
    "\n  subscription MeUpdated {\n    meUpdated {\n      ...SessionUser\n    }\n  }\n": types.MeUpdatedDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  query AuthProviders {\n    authProviders {\n      oidc\n      oidcName\n    }\n  }\n": types.AuthProvidersDocument,
    "\n  fragment PostCardFields on Post {\n    id\n    title\n    kind\n    src\n    width\n    height\n    blurhash\n    dominantColor\n    sensitive\n    status\n    progress\n    visibility\n    author {\n      id\n      name\n    }\n  }\n": types.PostCardFieldsFragmentDoc,
    "\n  subscription MyPostProcessing {\n    myPostProcessing {\n      id\n      status\n      progress\n    }\n  }\n": types.MyPostProcessingDocument,
    "\n  fragment PostDetailFields on Post {\n    ...PostCardFields\n    desc\n    hashtags\n    mentions\n    variants {\n      url\n      width\n      height\n      format\n    }\n    video {\n      url\n      poster\n      width\n      height\n      duration\n    }\n    author {\n      id\n      name\n      fullname\n      image\n      level\n    }\n    counts {\n      views\n      likes\n      comments\n      downloads\n    }\n    monetizable\n    failureReason\n    hasEditable\n    downloadUrl\n    createdAt\n  }\n": types.PostDetailFieldsFragmentDoc,
    "\n  query PostDetail($id: ID!) {\n    post(id: $id) {\n      post {\n        ...PostDetailFields\n      }\n      similar {\n        ...PostCardFields\n      }\n    }\n  }\n": types.PostDetailDocument,
    "\n  query AuthorPosts($name: String!) {\n    channel(idOrHandle: $name, page: 1, tab: public) {\n      posts {\n        ...PostCardFields\n      }\n    }\n  }\n": types.AuthorPostsDocument,
    "\n  mutation RetryPostProcessing($id: ID!) {\n    retryPostProcessing(id: $id)\n  }\n": types.RetryPostProcessingDocument,
    "\n  query Channel($idOrHandle: String!, $page: Int!, $tab: Visibility!) {\n    channel(idOrHandle: $idOrHandle, page: $page, tab: $tab) {\n      user {\n        id\n        name\n        fullname\n        image\n        level\n      }\n      postCount\n      currentPage\n      hasNextPage\n      posts {\n        ...PostCardFields\n      }\n    }\n  }\n": types.ChannelDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    name\n    fullname\n    email\n    image\n    plan\n    fastTokens\n    credits\n    subscriptionStatus\n    mercadoPagoSubscriptionId\n    createdAt\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    name\n    fullname\n    email\n    image\n    plan\n    fastTokens\n    credits\n    subscriptionStatus\n    mercadoPagoSubscriptionId\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MeUpdated {\n    meUpdated {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  subscription MeUpdated {\n    meUpdated {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthProviders {\n    authProviders {\n      oidc\n      oidcName\n    }\n  }\n"): (typeof documents)["\n  query AuthProviders {\n    authProviders {\n      oidc\n      oidcName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostCardFields on Post {\n    id\n    title\n    kind\n    src\n    width\n    height\n    blurhash\n    dominantColor\n    sensitive\n    status\n    progress\n    visibility\n    author {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment PostCardFields on Post {\n    id\n    title\n    kind\n    src\n    width\n    height\n    blurhash\n    dominantColor\n    sensitive\n    status\n    progress\n    visibility\n    author {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyPostProcessing {\n    myPostProcessing {\n      id\n      status\n      progress\n    }\n  }\n"): (typeof documents)["\n  subscription MyPostProcessing {\n    myPostProcessing {\n      id\n      status\n      progress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostDetailFields on Post {\n    ...PostCardFields\n    desc\n    hashtags\n    mentions\n    variants {\n      url\n      width\n      height\n      format\n    }\n    video {\n      url\n      poster\n      width\n      height\n      duration\n    }\n    author {\n      id\n      name\n      fullname\n      image\n      level\n    }\n    counts {\n      views\n      likes\n      comments\n      downloads\n    }\n    monetizable\n    failureReason\n    hasEditable\n    downloadUrl\n    createdAt\n  }\n"): (typeof documents)["\n  fragment PostDetailFields on Post {\n    ...PostCardFields\n    desc\n    hashtags\n    mentions\n    variants {\n      url\n      width\n      height\n      format\n    }\n    video {\n      url\n      poster\n      width\n      height\n      duration\n    }\n    author {\n      id\n      name\n      fullname\n      image\n      level\n    }\n    counts {\n      views\n      likes\n      comments\n      downloads\n    }\n    monetizable\n    failureReason\n    hasEditable\n    downloadUrl\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostDetail($id: ID!) {\n    post(id: $id) {\n      post {\n        ...PostDetailFields\n      }\n      similar {\n        ...PostCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostDetail($id: ID!) {\n    post(id: $id) {\n      post {\n        ...PostDetailFields\n      }\n      similar {\n        ...PostCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorPosts($name: String!) {\n    channel(idOrHandle: $name, page: 1, tab: public) {\n      posts {\n        ...PostCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthorPosts($name: String!) {\n    channel(idOrHandle: $name, page: 1, tab: public) {\n      posts {\n        ...PostCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryPostProcessing($id: ID!) {\n    retryPostProcessing(id: $id)\n  }\n"): (typeof documents)["\n  mutation RetryPostProcessing($id: ID!) {\n    retryPostProcessing(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Channel($idOrHandle: String!, $page: Int!, $tab: Visibility!) {\n    channel(idOrHandle: $idOrHandle, page: $page, tab: $tab) {\n      user {\n        id\n        name\n        fullname\n        image\n        level\n      }\n      postCount\n      currentPage\n      hasNextPage\n      posts {\n        ...PostCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Channel($idOrHandle: String!, $page: Int!, $tab: Visibility!) {\n    channel(idOrHandle: $idOrHandle, page: $page, tab: $tab) {\n      user {\n        id\n        name\n        fullname\n        image\n        level\n      }\n      postCount\n      currentPage\n      hasNextPage\n      posts {\n        ...PostCardFields\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;