import { DemoSeedService } from '../../../server/src/accounts/application/demo-seed.service';
import { MediaProcessingService } from '../../../server/src/content/application/media-processing.service';
import { MediaJob } from '../../../server/src/content/application/publish.service';
import { DemoContentSeeder } from '../../../server/src/content/adapters/seed/demo-content.seeder';
import { JobContext } from '../../../server/src/platform/queue/job-queue.port';
import { factories } from '../../support/factories';
import { postForm, solidImage } from '../../support/media-fixtures';
import { api, sql, startTestApp, TestApp } from '../../support/test-app';

describe('a fresh install: the demo content and the first upload', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it("processes a member's upload before the demo posts queued ahead of it", async () => {
    t = await startTestApp();
    const media = t.app.get(MediaProcessingService);
    const run = media.run.bind(media);
    // the posts in the order their processing starts; the first ones wait until the upload is in
    const started: string[] = [];
    let open!: () => void;
    const uploaded = new Promise<void>((resolve) => (open = resolve));
    jest.spyOn(media, 'run').mockImplementation(async (job: JobContext<MediaJob>) => {
      started.push(job.data.postId);
      await uploaded;
      return run(job);
    });

    await t.app.get(DemoSeedService).seed();
    await t.app.get(DemoContentSeeder).seed();
    const seeded = await sql<{ id: string }>(
      t.databaseUrl,
      "SELECT id FROM posts WHERE status = 'processing'",
    );
    expect(seeded.length).toBeGreaterThanOrEqual(8);

    const member = await factories(t).user();
    const res = await postForm(
      t.baseUrl,
      '/api/image/add-image',
      member.token,
      {
        title: 'Mi primera foto',
        desc: '',
        visibility: 'public',
        monetizable: 'false',
        sensitive: 'false',
      },
      {
        image: {
          bytes: await solidImage('jpeg', '#cc6633', 800),
          name: 'foto.jpg',
          type: 'image/jpeg',
        },
      },
    );
    expect(res.status).toBe(201);
    const mine: string = res.body.data.id;
    open();

    const http = api(t.baseUrl);
    let status = 'processing';
    for (let i = 0; i < 150 && status === 'processing'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await http.get(`/api/image/image-detail/${mine}`, member.token)).body.data?.status;
    }
    expect(status).toBe('ready');
    // the two demo posts already running when it came, then the upload, then the rest
    expect(started.indexOf(mine)).toBe(2);
  });
});
