import { factories } from '../../support/factories';
import { api, startTestApp, TestApp } from '../../support/test-app';

const POST = `query ($id: ID!) { post(id: $id) { post { author { name verified } } } }`;
const CHANNEL = `query ($h: String!) { channel(idOrHandle: $h) { user { name verified } } }`;
const COMMENT = `mutation ($input: AddCommentInput!) { addComment(input: $input) { author { verified } } }`;

describe('the verification badge of paid plans, wherever a name is shown', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
  });
  afterAll(() => t.close());

  it('marks a paid author verified on posts, profiles and comments, and a free one not, without showing their plan', async () => {
    const f = factories(t);
    const paid = await f.user({ plan: 'basic' });
    const free = await f.user();
    const paidPost = await f.post(paid.id);
    const freePost = await f.post(free.id);

    for (const [id, who, verified] of [
      [paidPost, paid, true],
      [freePost, free, false],
    ] as const) {
      const graph = await http.graphql(POST, { id });
      expect(graph.body.data.post.post.author).toEqual({ name: who.name, verified });
      const rest = await http.get(`/api/image/image-detail/${id}`);
      expect(rest.body.data.author).toMatchObject({ name: who.name, verified });
      expect(rest.body.data.author.plan).toBeUndefined();

      const channel = await http.graphql(CHANNEL, { h: who.name });
      expect(channel.body.data.channel.user).toEqual({ name: who.name, verified });
      const restChannel = await http.get(`/api/image/get-channel/${who.name}`);
      expect(restChannel.body.data.user).toMatchObject({ verified });
      expect(restChannel.body.data.user.plan).toBeUndefined();

      const comment = await http.graphql(
        COMMENT,
        { input: { postId: paidPost, body: 'Qué buena luz' } },
        who.token,
      );
      expect(comment.body.data.addComment.author).toEqual({ verified });
    }
  });
});
