import { Injectable } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';
import { SESSION_REVOKED_TOPIC, SessionRevoked } from '../../../platform/auth/session-sockets';
import { User } from '../../domain/user';
import { AccountEvents } from '../../ports/account-events';
import {
  SessionViewerCache,
  VIEWER_CHANGED_TOPIC,
  ViewerChanged,
} from '../auth/session-viewer-cache';

/** A user as it travels through pub/sub (JSON: dates become strings). */
export type SerializedUser = Omit<User, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

export const meUpdatedTopic = (userId: string) => `accounts.meUpdated.${userId}`;

export function revive(user: SerializedUser): User {
  return { ...user, createdAt: new Date(user.createdAt), updatedAt: new Date(user.updatedAt) };
}

@Injectable()
export class PubSubAccountEvents extends AccountEvents {
  constructor(
    private readonly pubsub: PubSubEngine,
    private readonly sessions: SessionViewerCache,
  ) {
    super();
  }

  async userChanged(user: User): Promise<void> {
    const payload: SerializedUser = {
      ...user,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    };
    // this instance forgets at once; the others when the message reaches them
    this.sessions.forgetUser(user.id);
    await Promise.all([
      this.pubsub.publish(meUpdatedTopic(user.id), payload),
      this.pubsub.publish(VIEWER_CHANGED_TOPIC, { userId: user.id } satisfies ViewerChanged),
    ]);
  }

  async sessionRevoked(sessionId: string): Promise<void> {
    this.sessions.forgetSession(sessionId);
    await this.pubsub.publish(SESSION_REVOKED_TOPIC, { sessionId } satisfies SessionRevoked);
  }
}
