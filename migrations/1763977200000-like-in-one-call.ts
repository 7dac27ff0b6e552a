import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A like of a post in one round trip: `social_like_post(post, user)` answers 'not-found' for a
 * post the user may not see (missing, or not ready, public and shown, unless it is theirs: the
 * rule of canView in content/domain/post.ts) or whose author a block keeps apart from them;
 * otherwise it inserts the like and, when the like is new and of someone else's post, records the
 * author's notification, answered with their unread count and the liker's public fields; the
 * post's counter moves last (its row stays locked until the commit), all in the caller's
 * transaction.
 */
export class LikeInOneCall1763977200000 implements MigrationInterface {
  name = 'LikeInOneCall1763977200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION social_like_post(p_post uuid, p_user uuid,
        OUT outcome text, OUT changed boolean, OUT likes int, OUT author_id uuid,
        OUT notification_id uuid, OUT notified_at timestamptz, OUT unread_count int,
        OUT actor_name varchar, OUT actor_fullname varchar, OUT actor_image text)
      LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        changed := false;
        likes := 0;
        SELECT p.author_id INTO social_like_post.author_id FROM posts p
        WHERE p.id = p_post
          AND (p.author_id = p_user
               OR (p.status = 'ready' AND p.visibility = 'public' AND p.hidden_at IS NULL
                   AND NOT EXISTS (SELECT 1 FROM user_blocks ub
                                   WHERE (ub.blocker_id = p_user AND ub.blocked_id = p.author_id)
                                      OR (ub.blocker_id = p.author_id AND ub.blocked_id = p_user))));
        IF NOT FOUND THEN
          outcome := 'not-found';
          RETURN;
        END IF;
        outcome := 'ok';
        INSERT INTO post_likes (post_id, user_id) VALUES (p_post, p_user) ON CONFLICT DO NOTHING;
        changed := FOUND;
        IF changed AND social_like_post.author_id <> p_user THEN
          -- liking, unliking and liking again notifies once (notifications_once_key)
          INSERT INTO notifications (type, recipient_id, actor_id, post_id)
          VALUES ('like-image', social_like_post.author_id, p_user, p_post)
          ON CONFLICT DO NOTHING
          RETURNING id, created_at INTO notification_id, notified_at;
          IF notification_id IS NOT NULL THEN
            SELECT count(*)::int INTO unread_count FROM notifications
            WHERE recipient_id = social_like_post.author_id AND NOT clicked;
            SELECT u.name, u.fullname, u.image INTO actor_name, actor_fullname, actor_image
            FROM users u WHERE u.id = p_user;
          END IF;
        END IF;
        -- last, so that the post's row (every like of it writes it) is locked only from here to
        -- the commit
        IF changed THEN
          UPDATE posts p SET like_count = p.like_count + 1 WHERE p.id = p_post
          RETURNING p.like_count INTO likes;
        ELSE
          SELECT p.like_count INTO likes FROM posts p WHERE p.id = p_post;
        END IF;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION social_like_post(uuid, uuid)`);
  }
}
