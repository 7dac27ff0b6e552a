import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { GraphQLField, GraphQLSchema, getNamedType, isLeafType } from 'graphql';
import { createClient } from 'graphql-ws';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { StaffRolesService } from '../../../server/src/accounts/application/staff-roles.service';
import { makeTestClip } from '../../fixtures/media/synthetic-media';
import { factories, TestUser } from '../../support/factories';
import { postForm, solidImage } from '../../support/media-fixtures';
import { api, sql, startTestApp, TestApp } from '../../support/test-app';
import { BROWSER_UA, createCampaign } from '../campaigns/campaign-helpers';

/**
 * Who may do what: every GraphQL root field and every route of the OpenAPI document, called by
 * each actor on data owned by "the owner", against the real app.
 *
 * Cells, in the order of ACTORS:
 * - `ok`: allowed (REST 2xx/3xx; GraphQL data without errors; a subscription that opens);
 * - `deny`: refused — 401 / UNAUTHENTICATED for a visitor, 403 or a not-found 404 otherwise
 *   (a signed-in caller answered 401 counts as a failure: their session is valid);
 * - `rule`: past authorization, refused by a rule of the operation (a 400, 402 or 409: following
 *   yourself, buying the plan you are on);
 * - `unsigned`: a webhook refusing a call without its provider's signature, whoever makes it (a
 *   bearer token opens nothing there).
 */
const ACTORS = ['visitor', 'other', 'owner', 'free', 'max', 'staff'] as const;
type Actor = (typeof ACTORS)[number];
type Cell = 'ok' | 'deny' | 'rule' | 'unsigned';

const PUBLIC = 'ok ok ok ok ok ok';
const SIGNED_IN = 'deny ok ok ok ok ok';
const OWNER_ONLY = 'deny deny ok deny deny deny';
const STAFF_ONLY = 'deny deny deny deny deny ok';
const WEBHOOK = 'unsigned unsigned unsigned unsigned unsigned unsigned';

/** The owner's data every row may use, made once through the app's own paths. */
interface Fixtures {
  owner: TestUser;
  other: TestUser;
  /** A user no row acts on but the block and mute rows (blocking the owner would hide their data). */
  bystander: TestUser;
  /** A ready public image post, uploaded through add-image. */
  post: string;
  /** An archived post, visible to its owner only. */
  archivedPost: string;
  /** A post whose processing failed (retry is for these). */
  failedPost: string;
  /** Deleted by the deletePost row. */
  deletablePost: string;
  /** Deleted beforehand, restored by the restorePost row. */
  restorablePost: string;
  comment: string;
  /** Deleted by the deleteComment row. */
  spareComment: string;
  campaign: string;
  /** Cancelled by the cancelCampaign row. */
  spareCampaign: string;
  /** A draft (nothing reserved), rejected by staff in the rejectCampaign row. */
  rejectableCampaign: string;
  ad: string;
  generation: string;
  payment: string;
  /** Sandbox charges of the owner's payments, decided by the approve and decline rows. */
  charges: { show: string; approve: string; decline: string };
  feedback: string;
  /** Today's challenge, and the owner's entry in it (their post of today). */
  challenge: string;
  entry: string;
  notification: string;
  /** The owner's ready data export. */
  dataExport: string;
  /** Groups of the owner: a private one with the owner's post shared and a comment on it. */
  groups: {
    private: string;
    /** Public, for joining and leaving. */
    public: string;
    /** Deleted by the deleteGroup row. */
    spare: string;
    /** Private groups inviting other, free, max and staff (accept / decline rows). */
    accept: string;
    decline: string;
    groupPost: string;
    /** Taken out by the removeGroupPost row. */
    spareGroupPost: string;
    comment: string;
    spareComment: string;
    /** Another post of the owner, not shared yet. */
    unsharedPost: string;
    /** Private, with one member: the owner hands it to them in the transferGroupOwnership row. */
    handedOver: string;
    heir: string;
    /** Not actors: a member promoted, a member removed, someone invited then revoked. */
    promoted: string;
    removed: string;
    invited: string;
  };
  /** A published news item (id and address), a draft that rows edit and publish, one to delete. */
  news: { id: string; slug: string; draft: string; deletable: string };
  /** Staged with POST /api/uploads, for createPost. */
  upload: string;
  image: Buffer;
  video: Buffer;
}

type Json = Record<string, unknown>;

interface GraphqlRow {
  expect: string;
  /** Variables, by argument name; the document is built from the schema. */
  args?: (fx: Fixtures, actor: Actor) => Json;
  /** A root field answering null means "not yours" (payment). */
  nullIsDeny?: boolean;
  /** Error codes that refuse for want of ownership though they answer 400 (a creative not yours). */
  denies?: string[];
  /** Shown to the owner only: an allowed answer to anyone else must not contain it. */
  ownersOnly?: (fx: Fixtures) => string;
  /** What to select, when the row looks into the answer (ownersOnly). */
  selection?: string;
  /** The row ends the caller's session: each actor calls with a fresh one. */
  freshSession?: boolean;
}

interface RestRow {
  expect: string;
  /** The path with its parameters filled in (and a query, if any); the key's path otherwise. */
  path?: (fx: Fixtures) => string;
  json?: (fx: Fixtures, actor: Actor) => unknown;
  form?: (fx: Fixtures) => { fields: Record<string, string>; files: Record<string, Buffer> };
  headers?: Record<string, string>;
  freshSession?: boolean;
  ownersOnly?: (fx: Fixtures) => string;
}

const BUY = (credits = 100) => ({ input: { credits, method: 'card' } });

/** One row per GraphQL root field: `<operation> <field>`. */
const GRAPHQL: Record<string, GraphqlRow> = {
  // queries
  'query adDashboard': { expect: SIGNED_IN, args: () => ({ days: 7 }) },
  'query adStats': { expect: OWNER_ONLY, args: (fx) => ({ adId: fx.ad, ...RANGE }) },
  'query authProviders': { expect: PUBLIC },
  'query campaign': { expect: OWNER_ONLY, args: (fx) => ({ id: fx.campaign }) },
  'query campaignStats': {
    expect: OWNER_ONLY,
    args: (fx) => ({ campaignId: fx.campaign, ...RANGE }),
  },
  'query categories': { expect: PUBLIC },
  'query challenge': { expect: PUBLIC, args: (fx) => ({ id: fx.challenge }) },
  'query challenges': { expect: PUBLIC, args: () => ({ page: 1 }) },
  'query channel': {
    // anyone asking for the archived tab of someone else's channel gets the public posts
    expect: PUBLIC,
    args: (fx) => ({ idOrHandle: fx.owner.name, page: 1, tab: 'archived' }),
    selection: '{ posts { id } }',
    ownersOnly: (fx) => fx.archivedPost,
  },
  'query comments': { expect: PUBLIC, args: (fx) => ({ postId: fx.post, page: 1 }) },
  'query creditPackages': { expect: PUBLIC },
  'query estimateCampaignReach': {
    expect: SIGNED_IN,
    args: () => ({ bidCredits: 0.5, bidModel: 'CPC', budgetCredits: 10 }),
  },
  'query favorites': { expect: SIGNED_IN, args: () => ({ page: 1 }) },
  'query myBlocks': { expect: SIGNED_IN },
  'query auditLog': { expect: STAFF_ONLY, args: () => ({ page: 1 }) },
  'query campaignsForReview': { expect: STAFF_ONLY, args: () => ({ status: 'active' }) },
  'query feed': { expect: PUBLIC, args: () => ({ first: 5 }) },
  'query listedPosts': { expect: PUBLIC, args: (fx) => ({ ids: [fx.post] }) },
  'query moderationQueue': { expect: STAFF_ONLY, args: () => ({ status: 'open', page: 1 }) },
  'query myModeration': {
    expect: OWNER_ONLY,
    args: (fx) => ({ targetType: 'post', targetId: fx.post }),
  },
  'query todayChallenge': { expect: PUBLIC },
  'query news': { expect: PUBLIC, args: () => ({ page: 1 }) },
  'query newsItem': { expect: PUBLIC, args: (fx) => ({ slug: fx.news.slug }) },
  'query newsStatus': { expect: PUBLIC },
  'query staffNews': { expect: STAFF_ONLY, args: () => ({ page: 1 }) },
  'query staffNewsItem': { expect: STAFF_ONLY, args: (fx) => ({ id: fx.news.draft }) },
  'query feedbackList': { expect: STAFF_ONLY, args: () => ({ page: 1, status: 'all' }) },
  'query followers': { expect: PUBLIC, args: (fx) => ({ userId: fx.owner.id, page: 1 }) },
  'query following': { expect: PUBLIC, args: (fx) => ({ userId: fx.owner.id, page: 1 }) },
  'query generationCost': {
    expect: PUBLIC,
    args: () => ({
      generationMode: 'fast',
      imageDimensions: '1:1',
      model: 'journey',
      numberOfImages: 1,
    }),
  },
  'query generationPresets': { expect: PUBLIC },
  // groups: the owner's private group is missing to everyone else, staff included
  'query group': { expect: OWNER_ONLY, args: (fx) => ({ ref: fx.groups.private }) },
  'query myGroups': { expect: SIGNED_IN },
  'query discoverGroups': { expect: PUBLIC, args: () => ({ query: null, page: 1 }) },
  'query groupFeed': {
    expect: OWNER_ONLY,
    args: (fx) => ({ groupId: fx.groups.private, page: 1 }),
  },
  'query groupMembers': {
    expect: OWNER_ONLY,
    args: (fx) => ({ groupId: fx.groups.private, page: 1 }),
  },
  'query groupComments': {
    expect: OWNER_ONLY,
    args: (fx) => ({ groupPostId: fx.groups.groupPost, page: 1 }),
  },
  'query myGroupInvites': { expect: SIGNED_IN },
  'query groupPendingInvites': {
    expect: OWNER_ONLY,
    args: (fx) => ({ groupId: fx.groups.private }),
  },
  'query groupShareablePosts': {
    expect: OWNER_ONLY,
    args: (fx) => ({ groupId: fx.groups.private }),
  },
  'query userSuggestions': { expect: SIGNED_IN, args: () => ({ query: 'm' }) },
  // the community's generations are public; `mine` is the viewer's own
  'query generations': { expect: PUBLIC, args: () => ({ mine: true, page: 1 }) },
  'query lockedGenerationOptions': { expect: SIGNED_IN },
  'query me': { expect: SIGNED_IN },
  'query myAdCreatives': { expect: SIGNED_IN },
  'query myBillingHistory': { expect: SIGNED_IN, args: () => ({ page: 1, limit: 5 }) },
  'query myCampaigns': { expect: SIGNED_IN },
  'query mySubscription': { expect: SIGNED_IN },
  'query notifications': { expect: SIGNED_IN, args: () => ({ page: 1 }) },
  'query myDataExport': { expect: SIGNED_IN },
  'query payment': { expect: OWNER_ONLY, nullIsDeny: true, args: (fx) => ({ id: fx.payment }) },
  'query paymentMethods': { expect: PUBLIC },
  'query plans': { expect: PUBLIC },
  'query post': { expect: PUBLIC, args: (fx) => ({ id: fx.post, reveal: false }) },
  'query publicProfile': { expect: PUBLIC, args: (fx) => ({ handle: fx.owner.name }) },
  'query ranking': { expect: PUBLIC, args: () => ({ period: 'weekly' }) },
  'query recentSearches': { expect: SIGNED_IN },
  'query relationship': { expect: PUBLIC, args: (fx) => ({ userId: fx.owner.id }) },
  'query replies': { expect: PUBLIC, args: (fx) => ({ commentId: fx.comment, page: 1 }) },
  'query searchSuggestions': { expect: PUBLIC, args: () => ({ query: 'mon' }) },
  'query trendingCategories': { expect: PUBLIC, args: () => ({ limit: 5 }) },
  'query trendingTags': { expect: PUBLIC },
  'query unreadNotificationCount': { expect: SIGNED_IN },

  // mutations
  'mutation addComment': {
    expect: SIGNED_IN,
    args: (fx) => ({ input: { postId: fx.post, body: 'Qué buena luz' } }),
  },
  'mutation buyCredits': { expect: SIGNED_IN, args: () => BUY() },
  'mutation cancelCampaign': { expect: OWNER_ONLY, args: (fx) => ({ id: fx.spareCampaign }) },
  // nobody here has a paid subscription to cancel
  'mutation cancelSubscription': { expect: 'deny rule rule rule rule rule' },
  'mutation clearRecentSearches': { expect: SIGNED_IN },
  'mutation createCampaign': {
    // an ad for the owner's post: only the owner advertises it
    expect: OWNER_ONLY,
    denies: ['CAMPAIGNS.INVALID_CREATIVE'],
    args: (fx) => ({
      input: {
        name: 'Campaña de la matriz',
        objective: 'clicks',
        budgetCredits: 5,
        bidModel: 'CPC',
        bidCredits: 0.5,
        ads: [{ postId: fx.post, cta: 'comprar', destinationUrl: 'https://tienda.example.com/' }],
      },
    }),
  },
  'mutation createPost': {
    // the owner's staged upload: nobody else can publish it (nor learn that it exists)
    expect: OWNER_ONLY,
    denies: ['CONTENT.FILE_REQUIRED'],
    args: (fx) => ({
      input: {
        uploadId: fx.upload,
        title: 'Desde la matriz',
        visibility: 'public',
        announcement: false,
        monetizable: false,
        sensitive: false,
      },
    }),
  },
  'mutation createSubscription': {
    // the max user was put on the plan without a paid subscription: they may start one
    expect: SIGNED_IN,
    args: () => ({ input: { plan: 'max', cycle: 'monthly' } }),
  },
  'mutation deleteComment': { expect: OWNER_ONLY, args: (fx) => ({ id: fx.spareComment }) },
  // blocks and mutes: each signed-in actor on the bystander, whom no other row needs
  'mutation blockUser': { expect: SIGNED_IN, args: (fx) => ({ userId: fx.bystander.id }) },
  'mutation unblockUser': { expect: SIGNED_IN, args: (fx) => ({ userId: fx.bystander.id }) },
  'mutation muteUser': { expect: SIGNED_IN, args: (fx) => ({ userId: fx.bystander.id }) },
  'mutation unmuteUser': { expect: SIGNED_IN, args: (fx) => ({ userId: fx.bystander.id }) },
  'mutation muteHashtag': { expect: SIGNED_IN, args: () => ({ tag: '#zqxmatriz' }) },
  'mutation unmuteHashtag': { expect: SIGNED_IN, args: () => ({ tag: 'zqxmatriz' }) },
  'mutation followUser': {
    // following yourself is refused by a rule
    expect: 'deny ok rule ok ok ok',
    args: (fx) => ({ userId: fx.owner.id }),
  },
  'mutation generate': {
    expect: SIGNED_IN,
    args: () => ({
      input: {
        prompt: 'un faro en la niebla',
        model: 'journey',
        generationMode: 'fast',
        imageDimensions: '1:1',
        numberOfImages: 1,
        privateMode: false,
      },
    }),
  },
  'mutation likeComment': { expect: SIGNED_IN, args: (fx) => ({ id: fx.comment }) },
  'mutation likePost': { expect: SIGNED_IN, args: (fx) => ({ postId: fx.post }) },
  'mutation markAllNotificationsClicked': { expect: SIGNED_IN },
  'mutation markNewsSeen': { expect: SIGNED_IN },
  'mutation createNews': {
    expect: STAFF_ONLY,
    args: () => ({ input: { title: 'De la matriz', body: 'Texto' } }),
  },
  'mutation updateNews': {
    expect: STAFF_ONLY,
    args: (fx) => ({ id: fx.news.draft, input: { title: 'Editada', body: 'Texto' } }),
  },
  'mutation publishNews': { expect: STAFF_ONLY, args: (fx) => ({ id: fx.news.draft }) },
  'mutation unpublishNews': { expect: STAFF_ONLY, args: (fx) => ({ id: fx.news.draft }) },
  'mutation deleteNews': { expect: STAFF_ONLY, args: (fx) => ({ id: fx.news.deletable }) },
  'mutation markFeedbackHandled': {
    expect: STAFF_ONLY,
    args: (fx) => ({ id: fx.feedback, handled: true }),
  },
  'mutation markNotificationClicked': {
    expect: OWNER_ONLY,
    args: (fx) => ({ id: fx.notification }),
  },
  'mutation pauseCampaign': { expect: OWNER_ONLY, args: (fx) => ({ id: fx.campaign }) },
  'mutation publishGeneration': {
    expect: OWNER_ONLY,
    args: (fx) => ({
      input: {
        generationId: fx.generation,
        imageIndex: 0,
        title: 'Generada',
        visibility: 'public',
        monetizable: false,
        sensitive: false,
        showPrompt: true,
      },
    }),
  },
  'mutation removeRecentSearch': { expect: SIGNED_IN, args: () => ({ term: 'montaña' }) },
  'mutation resumeCampaign': { expect: OWNER_ONLY, args: (fx) => ({ id: fx.campaign }) },
  'mutation updatePost': {
    expect: OWNER_ONLY,
    args: (fx) => ({ id: fx.post, input: { desc: 'Editada desde la matriz' } }),
  },
  'mutation deletePost': { expect: OWNER_ONLY, args: (fx) => ({ id: fx.deletablePost }) },
  'mutation restorePost': { expect: OWNER_ONLY, args: (fx) => ({ id: fx.restorablePost }) },
  'query deletedPosts': { expect: SIGNED_IN },
  'query tokensPerCredit': { expect: PUBLIC },
  'query searchPeople': { expect: PUBLIC, args: () => ({ query: 'ana', first: 5 }) },
  'mutation retryPostProcessing': { expect: OWNER_ONLY, args: (fx) => ({ id: fx.failedPost }) },
  'mutation sendFeedback': {
    expect: SIGNED_IN,
    args: () => ({ input: { rating: 'high', message: 'Me gusta' } }),
  },
  'mutation signIn': {
    expect: PUBLIC,
    args: (fx) => ({ input: { login: fx.other.name, password: fx.other.password } }),
  },
  'mutation signOut': { expect: SIGNED_IN, freshSession: true },
  // every actor's own export (the owner's earlier one is ready: one at a time is per pending export)
  'mutation requestDataExport': { expect: SIGNED_IN },
  // a wrong password: past authorization, refused by the confirmation (nobody's account goes)
  'mutation deleteAccount': {
    expect: 'deny rule rule rule rule rule',
    args: () => ({ password: 'no-es-la-clave' }),
  },
  'mutation signUp': {
    expect: PUBLIC,
    args: (_fx, actor) => ({
      input: {
        name: `m_${actor}_${Date.now().toString(36)}`,
        fullname: 'Nueva',
        email: `m_${actor}_${Date.now().toString(36)}@example.com`,
        password: 'correct horse battery',
      },
    }),
  },
  'mutation unfollowUser': {
    // unfollowing yourself changes nothing and is not refused
    expect: SIGNED_IN,
    args: (fx) => ({ userId: fx.owner.id }),
  },
  'mutation unlikeComment': { expect: SIGNED_IN, args: (fx) => ({ id: fx.comment }) },
  'mutation unlikePost': { expect: SIGNED_IN, args: (fx) => ({ postId: fx.post }) },
  'mutation updateCampaign': {
    expect: OWNER_ONLY,
    args: (fx) => ({ id: fx.campaign, input: { name: 'Renombrada' } }),
  },
  'mutation updateProfile': { expect: SIGNED_IN, args: () => ({ input: { fullname: 'Otra' } }) },
  // each caller edits their own profile (never the handle: the other rows look the owner up by it)
  'mutation editProfile': { expect: SIGNED_IN, args: () => ({ input: { bio: 'Hola' } }) },
  'mutation removeProfileCover': { expect: SIGNED_IN },
  'mutation setBrowsingLevel': {
    expect: SIGNED_IN,
    args: () => ({ level: 'sensible', confirmAdult: false }),
  },
  // the owner sets the level it already has: the post stays general for the other rows
  'mutation setPostContentLevel': {
    expect: OWNER_ONLY,
    args: (fx) => ({ id: fx.post, contentLevel: 'general' }),
  },
  // reports of the owner's post (the owner may not report their own), then staff dismiss them;
  // nothing is hidden, so nobody, not even the owner, has a decision to appeal
  'mutation report': {
    expect: 'deny ok deny ok ok ok',
    args: (fx) => ({
      input: { targetType: 'post', targetId: fx.post, reason: 'spam', text: null },
    }),
  },
  'mutation rejectCampaign': {
    expect: STAFF_ONLY,
    args: (fx) => ({ id: fx.rejectableCampaign, reason: 'Incumple las normas de anuncios' }),
  },
  'mutation moderate': {
    expect: STAFF_ONLY,
    args: (fx) => ({
      input: { targetType: 'post', targetId: fx.post, action: 'dismiss', reason: 'Sin infracción' },
    }),
  },
  'mutation appeal': {
    expect: 'deny deny deny deny deny deny',
    args: (fx) => ({ targetType: 'post', targetId: fx.post, text: 'No infringe nada' }),
  },
  'mutation createGroup': {
    expect: SIGNED_IN,
    args: (_fx, actor) => ({ input: { name: `Grupo de ${actor}`, visibility: 'private' } }),
  },
  'mutation updateGroup': {
    expect: OWNER_ONLY,
    args: (fx) => ({ groupId: fx.groups.private, input: { description: 'Cambiada' } }),
  },
  'mutation deleteGroup': { expect: OWNER_ONLY, args: (fx) => ({ groupId: fx.groups.spare }) },
  // the owner is a member already; the others join, then leave (the owner may not leave)
  'mutation joinGroup': {
    expect: 'deny ok rule ok ok ok',
    args: (fx) => ({ groupId: fx.groups.public }),
  },
  'mutation leaveGroup': {
    expect: 'deny ok rule ok ok ok',
    args: (fx) => ({ groupId: fx.groups.public }),
  },
  'mutation inviteToGroup': {
    expect: OWNER_ONLY,
    args: (fx) => ({ groupId: fx.groups.private, handles: [] }),
  },
  // the others were invited; the owner, a member already, has nothing to answer
  'mutation acceptGroupInvite': {
    expect: 'deny ok rule ok ok ok',
    args: (fx) => ({ groupId: fx.groups.accept }),
  },
  'mutation declineGroupInvite': {
    expect: 'deny ok rule ok ok ok',
    args: (fx) => ({ groupId: fx.groups.decline }),
  },
  'mutation revokeGroupInvite': {
    expect: OWNER_ONLY,
    args: (fx) => ({ groupId: fx.groups.private, userId: fx.groups.invited }),
  },
  'mutation setGroupMemberRole': {
    expect: OWNER_ONLY,
    args: (fx) => ({ groupId: fx.groups.private, userId: fx.groups.promoted, role: 'moderator' }),
  },
  'mutation transferGroupOwnership': {
    expect: OWNER_ONLY,
    args: (fx) => ({ groupId: fx.groups.handedOver, userId: fx.groups.heir }),
  },
  'mutation removeGroupMember': {
    expect: OWNER_ONLY,
    args: (fx) => ({ groupId: fx.groups.private, userId: fx.groups.removed }),
  },
  'mutation sharePostToGroup': {
    expect: OWNER_ONLY,
    args: (fx) => ({ groupId: fx.groups.private, postId: fx.groups.unsharedPost, caption: null }),
  },
  'mutation removeGroupPost': {
    expect: OWNER_ONLY,
    args: (fx) => ({ groupPostId: fx.groups.spareGroupPost }),
  },
  'mutation addGroupComment': {
    expect: OWNER_ONLY,
    args: (fx) => ({ groupPostId: fx.groups.groupPost, body: 'Desde la matriz' }),
  },
  'mutation deleteGroupComment': {
    expect: OWNER_ONLY,
    args: (fx) => ({ id: fx.groups.spareComment }),
  },
  'mutation scheduleChallenge': {
    expect: STAFF_ONLY,
    args: () => ({ date: bogotaDay(2), title: 'Faros al atardecer', description: null }),
  },

  // today's challenge, in this order: the owner entered it in the fixtures (a second entry breaks
  // the one-entry rule), the others vote and take it back (the owner may not vote for their own
  // entry; taking back a vote never given changes nothing), the owner withdraws, staff close it
  'mutation enterChallenge': {
    expect: 'deny deny rule deny deny deny',
    args: (fx) => ({ challengeId: fx.challenge, postId: fx.post }),
    denies: ['CHALLENGES.NOT_YOUR_POST'],
  },
  'mutation voteEntry': { expect: 'deny ok deny ok ok ok', args: (fx) => ({ entryId: fx.entry }) },
  'mutation unvoteEntry': {
    expect: SIGNED_IN,
    args: (fx) => ({ entryId: fx.entry }),
  },
  'mutation withdrawEntry': {
    expect: OWNER_ONLY,
    args: (fx) => ({ entryId: fx.entry }),
    denies: ['CHALLENGES.ENTRY_NOT_FOUND'],
  },
  'mutation closeChallenge': { expect: STAFF_ONLY, args: (fx) => ({ id: fx.challenge }) },

  // subscriptions (over graphql-ws)
  'subscription challengeVotesChanged': {
    expect: PUBLIC,
    args: (fx) => ({ challengeId: fx.challenge }),
  },
  'subscription generationUpdated': { expect: SIGNED_IN },
  'subscription meUpdated': { expect: SIGNED_IN },
  'subscription myPostProcessing': { expect: SIGNED_IN },
  'subscription notificationAdded': { expect: SIGNED_IN },
  'subscription paymentUpdated': { expect: OWNER_ONLY, args: (fx) => ({ id: fx.payment }) },
  'subscription unreadCountChanged': { expect: SIGNED_IN },
};

/** The date `days` after today in America/Bogota (UTC−5, no daylight saving), as YYYY-MM-DD. */
function bogotaDay(days: number): string {
  return new Date(Date.now() - 5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

const RANGE = {
  from: new Date(Date.now() - 86_400_000).toISOString(),
  to: new Date(Date.now() + 3_600_000).toISOString(),
  granularity: 'day',
};

/** One row per route of the OpenAPI document: `<METHOD> <path>`. */
const REST: Record<string, RestRow> = {
  'GET /api/health/live': { expect: PUBLIC },
  'GET /api/health': { expect: PUBLIC },
  'GET /api/account/me': { expect: SIGNED_IN },
  'POST /api/account/signup': {
    expect: PUBLIC,
    json: (_fx, actor) => ({
      name: `r_${actor}_${Date.now().toString(36)}`,
      fullname: 'Nueva',
      email: `r_${actor}_${Date.now().toString(36)}@example.com`,
      password: 'correct horse battery',
    }),
  },
  'POST /api/account/signin': {
    expect: PUBLIC,
    json: (fx) => ({ login: fx.other.name, password: fx.other.password }),
  },
  'POST /api/account/avatar': {
    expect: SIGNED_IN,
    form: (fx) => ({ fields: {}, files: { image: fx.image } }),
  },
  'POST /api/account/signout': { expect: SIGNED_IN, freshSession: true },
  // wrong current passwords: past authorization, refused by the confirmation
  'POST /api/account/password': {
    expect: 'deny rule rule rule rule rule',
    json: () => ({ currentPassword: 'no-es-la-clave', newPassword: 'correct horse battery' }),
  },
  'POST /api/account/email': {
    expect: 'deny rule rule rule rule rule',
    json: () => ({ email: 'otra@example.com', password: 'no-es-la-clave' }),
  },
  // the same answer whether or not the address has an account
  'POST /api/account/password/forgot': {
    expect: PUBLIC,
    json: () => ({ email: 'nadie@example.com' }),
  },
  // links that do not exist: past authorization, refused as invalid
  'POST /api/account/password/reset': {
    expect: 'rule rule rule rule rule rule',
    json: () => ({ token: 'x'.repeat(43), password: 'correct horse battery' }),
  },
  'POST /api/account/email/verify': {
    expect: 'rule rule rule rule rule rule',
    json: () => ({ token: 'x'.repeat(43) }),
  },
  'POST /api/account/email/confirm': {
    expect: 'rule rule rule rule rule rule',
    json: () => ({ token: 'x'.repeat(43) }),
  },
  'POST /api/account/email/verification': { expect: SIGNED_IN },
  'PATCH /api/account/profile': { expect: SIGNED_IN, json: () => ({ bio: 'Hola' }) },
  'POST /api/account/cover': {
    expect: SIGNED_IN,
    form: (fx) => ({ fields: {}, files: { image: fx.image } }),
  },
  'DELETE /api/account/cover': { expect: SIGNED_IN },
  // redirects: to the provider, or back to the client's /oauth with the outcome
  'GET /api/auth/oidc/login': { expect: PUBLIC },
  'GET /api/auth/oidc/callback': { expect: PUBLIC },
  'POST /api/payment/create-subscription': {
    expect: SIGNED_IN,
    json: () => ({ planName: 'max', billingCycleAnnual: false }),
  },
  'POST /api/payment/cancel-subscription': { expect: 'deny rule rule rule rule rule' },
  'POST /api/payment/webhooks/{gateway}': {
    expect: WEBHOOK,
    path: () => '/api/payment/webhooks/sandbox',
    json: (fx) => ({ type: 'payment', data: { id: fx.payment, status: 'approved' } }),
  },
  // the sandbox stands for the gateway's own checkout page: its unguessable charge id is the
  // capability, as a real gateway's link is
  'GET /api/payment/sandbox/checkout/{id}': {
    expect: PUBLIC,
    path: (fx) => `/api/payment/sandbox/checkout/${fx.charges.show}`,
  },
  'POST /api/payment/sandbox/checkout/{id}/approve': {
    expect: PUBLIC,
    path: (fx) => `/api/payment/sandbox/checkout/${fx.charges.approve}/approve`,
  },
  'POST /api/payment/sandbox/checkout/{id}/decline': {
    expect: PUBLIC,
    path: (fx) => `/api/payment/sandbox/checkout/${fx.charges.decline}/decline`,
  },
  'POST /api/image/add-image': {
    expect: SIGNED_IN,
    form: (fx) => ({ fields: { title: 'Subida' }, files: { image: fx.image } }),
  },
  'POST /api/image/add-video': {
    // videos are for the Max plan
    expect: 'deny deny deny deny ok deny',
    form: (fx) => ({ fields: { title: 'Vídeo' }, files: { video: fx.video } }),
  },
  'GET /api/image/image-detail/{id}': {
    // an archived post is its owner's only
    expect: OWNER_ONLY,
    path: (fx) => `/api/image/image-detail/${fx.archivedPost}`,
  },
  'GET /api/image/get-channel/{id}': {
    expect: PUBLIC,
    path: (fx) => `/api/image/get-channel/${fx.owner.name}?tab=archived`,
    ownersOnly: (fx) => fx.archivedPost,
  },
  // a post that is not monetized: its download is anyone's
  // the owner's bearer token opens it; a signed link is tested in privacy/your-data
  'GET /api/account/data-export/{id}/download': {
    expect: OWNER_ONLY,
    path: (fx) => `/api/account/data-export/${fx.dataExport}/download`,
  },
  'GET /api/image/download/{id}': {
    expect: PUBLIC,
    path: (fx) => `/api/image/download/${fx.post}`,
  },
  'POST /api/image/retry/{id}': {
    expect: OWNER_ONLY,
    path: (fx) => `/api/image/retry/${fx.failedPost}`,
  },
  'POST /api/uploads': {
    expect: SIGNED_IN,
    form: (fx) => ({ fields: {}, files: { file: fx.image } }),
  },
  'GET /api/notifications': { expect: SIGNED_IN },
  'GET /api/notifications/{id}/clicked': {
    expect: OWNER_ONLY,
    path: (fx) => `/api/notifications/${fx.notification}/clicked`,
  },
  'POST /api/ads/events': {
    // counted or not, events are taken from anyone who saw an ad
    expect: PUBLIC,
    headers: { 'user-agent': BROWSER_UA },
    json: (fx) => ({ events: [{ adId: fx.ad, type: 'impression' }] }),
  },
  'GET /api/ads/{adId}/click': {
    expect: PUBLIC,
    headers: { 'user-agent': BROWSER_UA },
    path: (fx) => `/api/ads/${fx.ad}/click`,
  },
  'POST /api/report': {
    expect: 'deny ok deny ok ok ok',
    json: (fx) => ({ targetType: 'post', targetId: fx.post, reason: 'violencia' }),
  },
  'POST /api/feedback': { expect: SIGNED_IN, json: () => ({ rating: 'low', message: 'Lento' }) },
  'GET /api/news': { expect: PUBLIC, path: () => '/api/news?page=1' },
  'GET /api/news/status': { expect: PUBLIC },
  'GET /api/news/{slug}': { expect: PUBLIC, path: (fx) => `/api/news/${fx.news.slug}` },
  'POST /api/news/seen': { expect: SIGNED_IN },
  'POST /api/news/images': {
    expect: STAFF_ONLY,
    form: (fx) => ({ fields: {}, files: { image: fx.image } }),
  },
  'GET /api/image/contents': { expect: PUBLIC, path: () => '/api/image/contents?limit=5' },
  'GET /api/image/auto-completed-search': {
    expect: PUBLIC,
    path: () => '/api/image/auto-completed-search?q=mon',
  },
  'GET /api/image/trends-content': { expect: PUBLIC },
  'GET /api/image/trends-tags': { expect: PUBLIC },
  'GET /api/image/categories': { expect: PUBLIC },
  'GET /api/image/favorites': { expect: SIGNED_IN },
  'GET /api/search/recent': { expect: SIGNED_IN },
  'DELETE /api/search/recent': { expect: SIGNED_IN },
  'DELETE /api/search/recent/{term}': {
    expect: SIGNED_IN,
    path: () => '/api/search/recent/monta%C3%B1a',
  },
  'GET /api/ranking': { expect: PUBLIC },
  // the owner's private group, over REST as over GraphQL
  'GET /api/groups/{ref}': { expect: OWNER_ONLY, path: (fx) => `/api/groups/${fx.groups.private}` },
  'GET /api/groups/{ref}/posts': {
    expect: OWNER_ONLY,
    path: (fx) => `/api/groups/${fx.groups.private}/posts?page=1`,
  },
  'GET /api/groups/{ref}/members': {
    expect: OWNER_ONLY,
    path: (fx) => `/api/groups/${fx.groups.private}/members`,
  },
  'POST /api/ai/generations/{id}/publish': {
    expect: OWNER_ONLY,
    path: (fx) => `/api/ai/generations/${fx.generation}/publish`,
    json: () => ({ imageIndex: 1, title: 'Generada por REST', visibility: 'public' }),
  },
  'POST /api/ai/predictions': { expect: SIGNED_IN, json: () => ({ prompt: 'un puerto' }) },
  'GET /api/ai/generations': { expect: PUBLIC, path: () => '/api/ai/generations?mine=true' },
  'POST /api/ai/webhooks/leonardo': {
    expect: WEBHOOK,
    json: () => ({ type: 'image_generation.complete' }),
  },
  'POST /api/ai/webhooks/replicate': {
    expect: WEBHOOK,
    json: () => ({ id: 'x', status: 'succeeded' }),
  },
};

jest.setTimeout(120_000);

interface Outcome {
  cell: Cell | 'error' | 'deny(401 signed in)';
  status: number;
  code?: string;
  detail: string;
}

/** What an answer means for authorization, from its status (REST or the GraphQL error's). */
function classify(status: number, actor: Actor, detail: string, code?: string): Outcome {
  const cell =
    status < 400
      ? 'ok'
      : status === 401 && actor !== 'visitor'
        ? 'deny(401 signed in)'
        : status === 401 || status === 403 || status === 404
          ? 'deny'
          : status >= 500
            ? 'error'
            : 'rule';
  return { cell, status, code, detail };
}

const GRAPHQL_STATUS: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INTERNAL_SERVER_ERROR: 500,
};

function graphqlOutcome(errors: Json[] | undefined, actor: Actor, detail: string): Outcome {
  if (!errors?.length) {
    return { cell: 'ok', status: 200, detail };
  }
  const ext = (errors[0].extensions ?? {}) as { code?: string; status?: number };
  const status = ext.status ?? GRAPHQL_STATUS[ext.code ?? ''] ?? 400;
  return classify(status, actor, `${ext.code}: ${String(errors[0].message)}`, ext.code);
}

describe('authorization matrix: every operation and route × visitor, another user, the owner, free, max, staff', () => {
  let t: TestApp;
  let schema: GraphQLSchema;
  let doc: { paths: Record<string, Record<string, unknown>> };
  let fx: Fixtures;
  const users = {} as Record<Exclude<Actor, 'visitor'>, TestUser>;
  const http = () => api(t.baseUrl);

  beforeAll(async () => {
    t = await startTestApp();
    schema = t.app.get(GraphQLSchemaHost).schema;
    doc = (await (await fetch(`${t.baseUrl}/api/openapi.json`)).json()) as typeof doc;
    fx = await makeFixtures();
  });
  afterAll(() => t.close());

  async function makeFixtures(): Promise<Fixtures> {
    const f = factories(t);
    const owner = await f.user({ plan: 'pro', tokens: 5000 });
    users.owner = owner;
    users.other = await f.user({ plan: 'basic' });
    users.free = await f.user();
    users.max = await f.user({ plan: 'max' });
    users.staff = await f.user();
    await t.app.get(StaffRolesService).grantStaffOrThrow(users.staff.name);
    const other = users.other;
    const bystander = await f.user();
    const client = http();
    const gql = async (query: string, variables: Json, token: string) => {
      const res = await client.graphql(query, variables, token);
      if (res.body.errors) {
        throw new Error(`${query}: ${JSON.stringify(res.body.errors)}`);
      }
      return res.body.data;
    };

    const image = await solidImage('png');
    const clipDir = mkdtempSync(join(tmpdir(), 'mixel-matrix-'));
    await makeTestClip(ffmpeg.path, join(clipDir, 'clip.mp4'), {
      container: 'mp4',
      seconds: 1,
      audio: false,
    });
    const video = readFileSync(join(clipDir, 'clip.mp4'));
    rmSync(clipDir, { recursive: true, force: true });

    const uploaded = await postForm(
      t.baseUrl,
      '/api/image/add-image',
      owner.token,
      { title: 'Montaña al alba', visibility: 'public' },
      { image: { bytes: image, name: 'a.png', type: 'image/png' } },
    );
    const post = uploaded.body.data.id as string;
    await until(async () => {
      const res = await client.get(`/api/image/image-detail/${post}`, owner.token);
      return res.body.data?.status === 'ready';
    });
    const archivedPost = await f.post(owner.id, { visibility: 'archived', title: 'Guardada' });
    const failedPost = await f.post(owner.id, { status: 'failed', title: 'Fallida' });
    const deletablePost = await f.post(owner.id, { title: 'Para eliminar' });
    const restorablePost = await f.post(owner.id, { title: 'Para restaurar' });
    await gql(`mutation ($id: ID!) { deletePost(id: $id) }`, { id: restorablePost }, owner.token);

    const ADD = `mutation ($input: AddCommentInput!) { addComment(input: $input) { id } }`;
    const comment = (await gql(ADD, { input: { postId: post, body: 'Primera' } }, owner.token))
      .addComment.id as string;
    const spareComment = (
      await gql(ADD, { input: { postId: post, body: 'Para borrar' } }, owner.token)
    ).addComment.id as string;

    const campaign = await createCampaign(client, owner.token, post);
    const spareCampaign = await createCampaign(client, owner.token, post, { name: 'Otra' });
    const rejectableCampaign = await createCampaign(client, owner.token, post, {
      name: 'Para rechazar',
      launch: false,
    });

    const predicted = await client.post(
      '/api/ai/predictions',
      { prompt: 'un faro bajo la tormenta', numberOfImages: 2 },
      owner.token,
    );
    if (predicted.status !== 200) {
      throw new Error(JSON.stringify(predicted.body));
    }
    const generation = predicted.body.data.id as string;

    const BUY_DOC = `mutation ($input: BuyCreditsInput!) { buyCredits(input: $input) { url paymentId } }`;
    const buys = [];
    for (let i = 0; i < 4; i++) {
      buys.push((await gql(BUY_DOC, BUY(), owner.token)).buyCredits);
    }
    const charge = (url: string) => new URL(url, t.baseUrl).pathname.split('/').pop()!;

    await gql(
      `mutation ($input: SendFeedbackInput!) { sendFeedback(input: $input) }`,
      { input: { rating: 'medium', message: 'De la matriz' } },
      owner.token,
    );
    const [feedback] = await sql<{ id: string }>(
      t.databaseUrl,
      'SELECT id FROM feedback WHERE user_id = $1',
      [owner.id],
    );

    await gql(
      `mutation ($id: ID!) { followUser(userId: $id) { following } }`,
      { id: owner.id },
      other.token,
    );
    let notification = '';
    await until(async () => {
      const data = await gql(`query { notifications(page: 1) { items { id } } }`, {}, owner.token);
      notification = data.notifications.items[0]?.id ?? '';
      return notification !== '';
    });

    const today = await gql(`query { todayChallenge { id } }`, {}, owner.token);
    const entered = await gql(
      `mutation ($c: ID!, $p: ID!) { enterChallenge(challengeId: $c, postId: $p) { id } }`,
      { c: today.todayChallenge.id, p: post },
      owner.token,
    );

    await gql(`mutation { requestDataExport { id } }`, {}, owner.token);
    let dataExport = '';
    await until(async () => {
      const data = await gql(`query { myDataExport { id status } }`, {}, owner.token);
      dataExport = data.myDataExport.status === 'ready' ? data.myDataExport.id : '';
      return dataExport !== '';
    });
    const groups = await makeGroups(
      gql,
      owner,
      [users.other, users.free, users.max, users.staff],
      post,
    );
    const NEWS = `mutation ($input: NewsInput!) { createNews(input: $input) { id slug } }`;
    const newsItems = [];
    for (const title of ['Publicada', 'Borrador', 'Para borrar']) {
      const input = { title: `Matriz: ${title}`, body: 'Texto' };
      newsItems.push((await gql(NEWS, { input }, users.staff.token)).createNews);
    }
    await gql(
      `mutation ($id: ID!) { publishNews(id: $id) { id } }`,
      { id: newsItems[0].id },
      users.staff.token,
    );

    const staged = await postForm(
      t.baseUrl,
      '/api/uploads',
      owner.token,
      {},
      { file: { bytes: image, name: 'b.png', type: 'image/png' } },
    );
    return {
      owner,
      other,
      bystander,
      post,
      archivedPost,
      failedPost,
      deletablePost,
      restorablePost,
      comment,
      spareComment,
      campaign: campaign.id,
      spareCampaign: spareCampaign.id,
      rejectableCampaign: rejectableCampaign.id,
      ad: campaign.ads[0].id,
      generation,
      payment: buys[0].paymentId,
      charges: {
        show: charge(buys[1].url),
        approve: charge(buys[2].url),
        decline: charge(buys[3].url),
      },
      feedback: feedback.id,
      challenge: today.todayChallenge.id,
      entry: entered.enterChallenge.id,
      notification,
      dataExport,
      groups,
      news: {
        id: newsItems[0].id,
        slug: newsItems[0].slug,
        draft: newsItems[1].id,
        deletable: newsItems[2].id,
      },
      upload: staged.body.data.uploadId,
      image,
      video,
    };
  }

  async function makeGroups(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    gql: (query: string, variables: Json, token: string) => Promise<any>,
    owner: TestUser,
    invitees: TestUser[],
    post: string,
  ): Promise<Fixtures['groups']> {
    const f = factories(t);
    const [promoted, removed, invited, heir] = [
      await f.user(),
      await f.user(),
      await f.user(),
      await f.user(),
    ];
    const CREATE = `mutation ($input: CreateGroupInput!) { createGroup(input: $input) { id } }`;
    const create = async (name: string, visibility: string, members: TestUser[]) =>
      (
        await gql(
          CREATE,
          { input: { name, visibility, members: members.map((u) => u.name) } },
          owner.token,
        )
      ).createGroup.id as string;
    const privateGroup = await create('Privado de la matriz', 'private', [
      promoted,
      removed,
      invited,
    ]);
    for (const member of [promoted, removed]) {
      await gql(
        `mutation ($g: ID!) { acceptGroupInvite(groupId: $g) { id } }`,
        { g: privateGroup },
        member.token,
      );
    }
    const handedOver = await create('Para traspasar', 'private', [heir]);
    await gql(
      `mutation ($g: ID!) { acceptGroupInvite(groupId: $g) { id } }`,
      { g: handedOver },
      heir.token,
    );
    const SHARE = `mutation ($g: ID!, $p: ID!) { sharePostToGroup(groupId: $g, postId: $p) }`;
    const spareShared = await f.post(owner.id, { title: 'Para quitar del grupo' });
    const groupPost = (await gql(SHARE, { g: privateGroup, p: post }, owner.token))
      .sharePostToGroup as string;
    const spareGroupPost = (await gql(SHARE, { g: privateGroup, p: spareShared }, owner.token))
      .sharePostToGroup as string;
    const COMMENT = `mutation ($gp: ID!, $b: String!) { addGroupComment(groupPostId: $gp, body: $b) { id } }`;
    const comment = (await gql(COMMENT, { gp: groupPost, b: 'Primera' }, owner.token))
      .addGroupComment.id as string;
    const spareComment = (await gql(COMMENT, { gp: groupPost, b: 'Para borrar' }, owner.token))
      .addGroupComment.id as string;
    return {
      private: privateGroup,
      public: await create('Público de la matriz', 'public', []),
      spare: await create('Para borrar', 'private', []),
      accept: await create('Para aceptar', 'private', invitees),
      decline: await create('Para rechazar', 'private', invitees),
      groupPost,
      spareGroupPost,
      comment,
      spareComment,
      unsharedPost: await f.post(owner.id, { title: 'Sin compartir' }),
      handedOver,
      heir: heir.id,
      promoted: promoted.id,
      removed: removed.id,
      invited: invited.id,
    };
  }

  /** The actor's bearer token: their session, or a new one for rows that end it. */
  async function tokenOf(actor: Actor, fresh: boolean): Promise<string | undefined> {
    if (actor === 'visitor') {
      return undefined;
    }
    const user = users[actor];
    if (!fresh) {
      return user.token;
    }
    const res = await http().post('/api/account/signin', {
      login: user.name,
      password: user.password,
    });
    return res.body.data.token as string;
  }

  function documentFor(
    operation: string,
    field: GraphQLField<unknown, unknown>,
    pick?: string,
  ): string {
    const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
    const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const selection = isLeafType(getNamedType(field.type)) ? '' : (pick ?? '{ __typename }');
    return `${operation}${defs ? ` (${defs})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection} }`;
  }

  async function runGraphql(key: string, row: GraphqlRow, actor: Actor): Promise<Outcome> {
    const [operation, name] = key.split(' ');
    const root =
      operation === 'query'
        ? schema.getQueryType()
        : operation === 'mutation'
          ? schema.getMutationType()
          : schema.getSubscriptionType();
    const field = root!.getFields()[name];
    const query = documentFor(operation, field, row.selection);
    const variables = row.args?.(fx, actor) ?? {};
    const token = await tokenOf(actor, row.freshSession ?? false);
    if (operation === 'subscription') {
      return subscribe(query, variables, token, actor);
    }
    const res = await http().graphql(query, variables, token);
    const errors = res.body.errors as Json[] | undefined;
    if (!errors && row.nullIsDeny && res.body.data?.[name] === null) {
      return { cell: 'deny', status: 404, detail: 'null' };
    }
    return graphqlOutcome(errors, actor, JSON.stringify(res.body).slice(0, 2000));
  }

  /** Opens the subscription over graphql-ws: an error is a refusal, still open after 400 ms is ok. */
  async function subscribe(
    query: string,
    variables: Json,
    token: string | undefined,
    actor: Actor,
  ): Promise<Outcome> {
    const client = createClient({
      url: `${t.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      retryAttempts: 0,
    });
    try {
      return await new Promise<Outcome>((resolve) => {
        const timer = setTimeout(() => resolve({ cell: 'ok', status: 200, detail: 'open' }), 400);
        client.subscribe(
          { query, variables },
          {
            // a subscribe resolver that throws answers one result with errors, then completes
            next: (result) => {
              if (result.errors?.length) {
                clearTimeout(timer);
                resolve(graphqlOutcome(result.errors as unknown as Json[], actor, 'ws'));
              }
            },
            error: (error) => {
              clearTimeout(timer);
              const errors = Array.isArray(error) ? (error as Json[]) : undefined;
              resolve(
                errors
                  ? graphqlOutcome(errors, actor, 'ws')
                  : {
                      cell: 'error',
                      status: 0,
                      detail: String((error as { code?: number }).code ?? error),
                    },
              );
            },
            complete: () => undefined,
          },
        );
      });
    } finally {
      await client.dispose();
    }
  }

  async function runRest(key: string, row: RestRow, actor: Actor): Promise<Outcome> {
    const [method, template] = key.split(' ');
    const path = row.path?.(fx) ?? template;
    const token = await tokenOf(actor, row.freshSession ?? false);
    const headers: Record<string, string> = { ...row.headers };
    if (token) {
      headers.authorization = `Bearer ${token}`;
    }
    let body: FormData | string | undefined;
    if (row.form) {
      const { fields, files } = row.form(fx);
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) {
        form.append(k, v);
      }
      for (const [k, bytes] of Object.entries(files)) {
        form.append(k, new Blob([new Uint8Array(bytes)]), k === 'video' ? 'v.mp4' : 'i.png');
      }
      body = form;
    } else if (row.json) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(row.json(fx, actor));
    }
    const res = await fetch(`${t.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    const code = /"code":"([\w.]+)"/.exec(text)?.[1];
    return classify(res.status, actor, `${res.status} ${text.slice(0, 2000)}`, code);
  }

  /** Owner last: rows that use up their fixture (delete, cancel, publish) are tried by the others first. */
  const ORDER: Actor[] = ['visitor', 'other', 'free', 'max', 'staff', 'owner'];

  /** The cell an outcome stands for in this row. */
  function cellOf(row: GraphqlRow & RestRow, actor: Actor, got: Outcome, want: Cell): string {
    if (want === 'unsigned') {
      // the provider's signature is missing: refused alike, with a token or without
      return got.status === 400 || got.status === 401 || got.status === 403 ? 'unsigned' : got.cell;
    }
    if (got.cell === 'rule' && got.code && row.denies?.includes(got.code)) {
      return 'deny';
    }
    if (got.cell === 'ok' && row.ownersOnly) {
      const hidden = row.ownersOnly(fx);
      if (actor !== 'owner' && got.detail.includes(hidden)) {
        return `ok but shows the owner's ${hidden}`;
      }
      if (actor === 'owner' && !got.detail.includes(hidden)) {
        return `ok without the owner's ${hidden}`;
      }
    }
    return got.cell;
  }

  async function check<R extends { expect: string }>(
    rows: Record<string, R>,
    run: (key: string, row: R, actor: Actor) => Promise<Outcome>,
  ) {
    const mismatches: string[] = [];
    for (const [key, row] of Object.entries(rows)) {
      const expected = row.expect.split(' ') as Cell[];
      expect(expected).toHaveLength(ACTORS.length);
      for (const actor of ORDER) {
        const want = expected[ACTORS.indexOf(actor)];
        const got = await run(key, row, actor);
        const cell = cellOf(row as GraphqlRow & RestRow, actor, got, want);
        if (cell !== want) {
          mismatches.push(
            `${key} as ${actor}: expected ${want}, got ${cell} (${got.detail.slice(0, 200)})`,
          );
        }
      }
    }
    return mismatches;
  }

  it('has a row for every GraphQL root field and every route of the OpenAPI document', () => {
    const fields = (['query', 'mutation', 'subscription'] as const).flatMap((operation) => {
      const root =
        operation === 'query'
          ? schema.getQueryType()
          : operation === 'mutation'
            ? schema.getMutationType()
            : schema.getSubscriptionType();
      return Object.keys(root?.getFields() ?? {}).map((name) => `${operation} ${name}`);
    });
    const routes = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect({
      missing: [...fields, ...routes].filter((k) => !(k in GRAPHQL) && !(k in REST)).sort(),
      stale: [
        ...Object.keys(GRAPHQL).filter((k) => !fields.includes(k)),
        ...Object.keys(REST).filter((k) => !routes.includes(k)),
      ].sort(),
    }).toEqual({ missing: [], stale: [] });
  });

  it('answers every GraphQL operation as the table expects, for each actor', async () => {
    expect(await check(GRAPHQL, runGraphql)).toEqual([]);
  });

  it('answers every REST route as the table expects, for each actor', async () => {
    expect(await check(REST, runRest)).toEqual([]);
  });
});

async function until(done: () => Promise<boolean>, tries = 150): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await done()) {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('fixture never became ready');
}
