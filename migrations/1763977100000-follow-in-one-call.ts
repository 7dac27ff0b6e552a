import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A follow in one round trip: `social_follow(follower, followee)` checks that the user exists
 * and that no block stands between the two, takes the pair's lock (the one a block takes, so a
 * follow sent while the block is written never survives it), inserts the follow and, when it is
 * new, moves both counters and records the followee's notification, answered with their unread
 * count and the follower's public fields, all in the caller's transaction. PL/pgSQL, so that each
 * statement after the lock sees what committed while it waited. The follower's counter moves
 * last: their row is the one all their follows write, and it stays locked until the commit. It
 * also answers the relationship the mutation shows (the followee, following, muted).
 */
export class FollowInOneCall1763977100000 implements MigrationInterface {
  name = 'FollowInOneCall1763977100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION social_follow(p_follower uuid, p_followee uuid,
        OUT outcome text, OUT changed boolean, OUT followers int,
        OUT notification_id uuid, OUT notified_at timestamptz, OUT unread_count int,
        OUT actor_name varchar, OUT actor_fullname varchar, OUT actor_image text,
        OUT following boolean, OUT muted boolean, OUT user_name varchar, OUT user_fullname varchar,
        OUT user_image text, OUT user_score int, OUT user_following int)
      LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        changed := false;
        following := false;
        muted := false;
        followers := 0;
        IF NOT EXISTS (SELECT 1 FROM users WHERE id = p_followee) THEN
          outcome := 'not-found';
          RETURN;
        END IF;
        IF EXISTS (SELECT 1 FROM user_blocks WHERE blocker_id = p_follower AND blocked_id = p_followee) THEN
          outcome := 'blocked';
          RETURN;
        END IF;
        -- someone who blocked you is missing for you, as on their profile
        IF EXISTS (SELECT 1 FROM user_blocks WHERE blocker_id = p_followee AND blocked_id = p_follower) THEN
          outcome := 'not-found';
          RETURN;
        END IF;
        outcome := 'ok';
        PERFORM pg_advisory_xact_lock(hashtextextended(
          'user-pair:' || least(p_follower::text, p_followee::text) || ':' || greatest(p_follower::text, p_followee::text), 0));
        INSERT INTO follows (follower_id, followee_id) SELECT p_follower, p_followee
        WHERE NOT EXISTS (SELECT 1 FROM user_blocks ub
                          WHERE (ub.blocker_id = p_follower AND ub.blocked_id = p_followee)
                             OR (ub.blocker_id = p_followee AND ub.blocked_id = p_follower))
        ON CONFLICT DO NOTHING;
        changed := FOUND;
        -- the relationship the mutation answers, read here rather than in four more statements
        muted := EXISTS (SELECT 1 FROM user_mutes um WHERE um.user_id = p_follower AND um.muted_id = p_followee);
        IF NOT changed THEN
          following := EXISTS (SELECT 1 FROM follows f
                               WHERE f.follower_id = p_follower AND f.followee_id = p_followee);
          SELECT u.follower_count, u.name, u.fullname, u.image, u.score, u.following_count
          INTO followers, user_name, user_fullname, user_image, user_score, user_following
          FROM users u WHERE u.id = p_followee;
          RETURN;
        END IF;
        following := true;
        UPDATE users u SET follower_count = u.follower_count + 1 WHERE u.id = p_followee
        RETURNING u.follower_count, u.name, u.fullname, u.image, u.score, u.following_count
        INTO followers, user_name, user_fullname, user_image, user_score, user_following;
        -- following, unfollowing and following again notifies once (notifications_once_key)
        INSERT INTO notifications (type, recipient_id, actor_id) VALUES ('follow', p_followee, p_follower)
        ON CONFLICT DO NOTHING
        RETURNING id, created_at INTO notification_id, notified_at;
        IF notification_id IS NOT NULL THEN
          SELECT count(*)::int INTO unread_count FROM notifications
          WHERE recipient_id = p_followee AND NOT clicked;
        END IF;
        -- last, so that the follower's row (one writer's follows all queue on it) is locked
        -- only from here to the commit
        UPDATE users u SET following_count = u.following_count + 1 WHERE u.id = p_follower
        RETURNING u.name, u.fullname, u.image INTO actor_name, actor_fullname, actor_image;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION social_follow(uuid, uuid)`);
  }
}
