import { Logger } from '@nestjs/common';
import { Notification, NotificationDraft } from '../domain/notification';
import { NotificationEvents } from '../ports/notification-events';
import { NotificationRepository } from '../ports/notification.repository';
import { NotificationsService } from './notifications.service';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Notifications in memory, with the repository's rules: a repeated like or follow is kept once. */
class InMemoryNotifications extends NotificationRepository {
  readonly rows: Notification[] = [];
  followers = new Map<string, string[]>();

  private insert(draft: NotificationDraft): Notification | null {
    const repeated = this.rows.some(
      (n) =>
        (draft.type === 'like-image' || draft.type === 'follow') &&
        n.type === draft.type &&
        n.recipientId === draft.recipientId &&
        n.actorId === draft.actorId &&
        n.postId === draft.postId,
    );
    if (repeated) {
      return null;
    }
    const row: Notification = {
      ...draft,
      id: ID(this.rows.length + 1),
      clicked: false,
      createdAt: new Date(),
      actor: { id: draft.actorId, name: draft.actorId, fullname: draft.actorId, image: null },
      challenge: null,
    };
    this.rows.push(row);
    return row;
  }

  async add(drafts: NotificationDraft[]): Promise<Notification[]> {
    return drafts.map((d) => this.insert(d)).filter((n): n is Notification => n !== null);
  }
  async addForFollowers(authorId: string, postId: string): Promise<Notification[]> {
    return this.add(
      (this.followers.get(authorId) ?? []).map((recipientId) => ({
        type: 'upload-image' as const,
        recipientId,
        actorId: authorId,
        postId,
        commentId: null,
      })),
    );
  }
  async list(recipientId: string) {
    return { items: this.rows.filter((n) => n.recipientId === recipientId), hasNextPage: false };
  }
  async unreadCount(recipientId: string) {
    return this.rows.filter((n) => n.recipientId === recipientId && !n.clicked).length;
  }
  async unreadCounts(recipientIds: string[]) {
    return new Map(
      await Promise.all(
        [...new Set(recipientIds)].map(async (id) => [id, await this.unreadCount(id)] as const),
      ),
    );
  }
  async markClicked(id: string, recipientId: string) {
    const row = this.rows.find((n) => n.id === id && n.recipientId === recipientId);
    if (row) {
      row.clicked = true;
    }
    return Boolean(row);
  }
  async markAllClicked(recipientId: string) {
    this.rows.filter((n) => n.recipientId === recipientId).forEach((n) => (n.clicked = true));
  }
}

/** What was pushed live, as lines a test can read. */
class RecordedEvents extends NotificationEvents {
  readonly log: string[] = [];
  async added(n: Notification, unread: number) {
    this.log.push(`${n.type} → ${n.recipientId} (${unread} sin leer)`);
  }
  async unreadChanged(recipientId: string, unread: number) {
    this.log.push(`${recipientId}: ${unread} sin leer`);
  }
}

describe(NotificationsService.name, () => {
  let repo: InMemoryNotifications;
  let events: RecordedEvents;
  let sut: NotificationsService;
  const like = (actorId: string, recipientId: string): NotificationDraft => ({
    type: 'like-image',
    recipientId,
    actorId,
    postId: 'p1',
    commentId: null,
  });

  beforeEach(() => {
    repo = new InMemoryNotifications();
    events = new RecordedEvents();
    sut = new NotificationsService(repo, events);
  });

  it('never notifies people of their own actions', async () => {
    await sut.notify([like('ana', 'ana')]);
    expect(repo.rows).toEqual([]);
    expect(events.log).toEqual([]);
  });

  it('pushes each new notification with its recipient’s unread count, a repeated like once', async () => {
    await sut.notify([like('bruno', 'ana'), like('carla', 'ana')]);
    await sut.notify([like('bruno', 'ana')]);
    expect(events.log).toEqual(['like-image → ana (2 sin leer)', 'like-image → ana (2 sin leer)']);
  });

  it('tells every follower that the author published', async () => {
    repo.followers.set('ana', ['bruno', 'carla']);
    await sut.notifyFollowers('ana', 'p9');
    expect(events.log).toEqual([
      'upload-image → bruno (1 sin leer)',
      'upload-image → carla (1 sin leer)',
    ]);
  });

  it('marks one as read and publishes the count that is left', async () => {
    await sut.notify([like('bruno', 'ana'), like('carla', 'ana')]);
    const [first] = repo.rows;
    await expect(sut.markClicked(first.id, 'ana')).resolves.toBe(1);
    expect(events.log.at(-1)).toBe('ana: 1 sin leer');
  });

  it('answers not found for a bad id or someone else’s notification, changing nothing', async () => {
    await sut.notify([like('bruno', 'ana')]);
    await expect(sut.markClicked('no-es-un-id', 'ana')).rejects.toThrow(
      'La notificación no existe.',
    );
    await expect(sut.markClicked(repo.rows[0].id, 'carla')).rejects.toMatchObject({
      code: 'NOTIFICATIONS.NOT_FOUND',
    });
    expect(repo.rows[0].clicked).toBe(false);
  });

  it('publishes nothing when asked to refresh no recipients', async () => {
    await sut.publishUnreadCounts([]);
    expect(events.log).toEqual([]);
  });

  describe('when the live push fails or hangs (Redis away)', () => {
    /** Pushes that fail, or that never answer (ioredis queueing while it reconnects). */
    class BrokenEvents extends NotificationEvents {
      constructor(private readonly how: 'fails' | 'hangs') {
        super();
      }
      added() {
        return this.answer();
      }
      unreadChanged() {
        return this.answer();
      }
      private answer(): Promise<void> {
        return this.how === 'fails'
          ? Promise.reject(new Error('Connection is closed.'))
          : new Promise(() => undefined);
      }
    }
    let warn: jest.SpyInstance;

    beforeEach(() => {
      warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    });
    afterEach(() => jest.restoreAllMocks());

    it.each(['fails', 'hangs'] as const)(
      'records, answers and counts all the same when the push %s',
      async (how) => {
        sut = new NotificationsService(repo, new BrokenEvents(how));
        repo.followers.set('ana', ['bruno']);
        await sut.notify([like('bruno', 'ana'), like('carla', 'ana')]);
        await sut.notifyFollowers('ana', 'p9');
        sut.announce([{ notification: repo.rows[0], unreadCount: 2 }]);
        await expect(sut.markClicked(repo.rows[0].id, 'ana')).resolves.toBe(1);
        await sut.markAllClicked('bruno');
        await sut.publishUnreadCounts(['ana', 'bruno']);
        expect(repo.rows.map((n) => `${n.type} → ${n.recipientId}`)).toEqual([
          'like-image → ana',
          'like-image → ana',
          'upload-image → bruno',
        ]);
        expect(await sut.unreadCount('ana')).toBe(1);
      },
    );

    it('logs each push that failed', async () => {
      sut = new NotificationsService(repo, new BrokenEvents('fails'));
      await sut.notify([like('bruno', 'ana')]);
      await sut.markClicked(repo.rows[0].id, 'ana');
      await new Promise((resolve) => setImmediate(resolve));
      expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
        '1 notice push(es) not sent live: Connection is closed.',
        '1 unread count push(es) not sent live: Connection is closed.',
      ]);
    });
  });
});
