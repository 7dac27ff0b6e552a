import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A like of a comment in one round trip, as a post's like (LikeInOneCall):
 * `social_like_comment(comment, user)` answers 'comment-not-found' for a comment the user may not
 * see (missing, hidden by moderation unless it is theirs, or its author kept apart from them by
 * a block either way) and 'post-not-found' when the comment's post is not theirs to see (the rule
 * of canView in content/domain/post.ts, and no block with the post's author). Otherwise it inserts
 * the like and, when the like is new and of someone else's comment, records the comment author's
 * notification ('like-comment', once per liker and comment: notifications_once_key), answered
 * with their unread count and the liker's public fields; the comment's counter moves last (its
 * row stays locked until the commit). The caller counts the like's abuse limit in the same
 * statement (`count_action`).
 */
export class CommentLikeInOneCall1763977800000 implements MigrationInterface {
  name = 'CommentLikeInOneCall1763977800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION social_like_comment(p_comment uuid, p_user uuid,
        OUT outcome text, OUT changed boolean, OUT likes int,
        OUT comment_author_id uuid, OUT comment_post_id uuid,
        OUT notification_id uuid, OUT notified_at timestamptz, OUT unread_count int,
        OUT actor_name varchar, OUT actor_fullname varchar, OUT actor_image text)
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        v_hidden_at timestamptz;
        v_post_author uuid;
        v_post_shown boolean;
      BEGIN
        changed := false;
        likes := 0;
        SELECT c.author_id, c.post_id, c.hidden_at, p.author_id,
               p.status = 'ready' AND p.visibility = 'public' AND p.hidden_at IS NULL
          INTO comment_author_id, comment_post_id, v_hidden_at, v_post_author, v_post_shown
        FROM comments c JOIN posts p ON p.id = c.post_id
        WHERE c.id = p_comment;
        IF NOT FOUND
           OR (v_hidden_at IS NOT NULL AND comment_author_id <> p_user)
           OR EXISTS (SELECT 1 FROM user_blocks ub
                      WHERE (ub.blocker_id = p_user AND ub.blocked_id = comment_author_id)
                         OR (ub.blocker_id = comment_author_id AND ub.blocked_id = p_user)) THEN
          outcome := 'comment-not-found';
          comment_author_id := NULL;
          comment_post_id := NULL;
          RETURN;
        END IF;
        IF v_post_author <> p_user
           AND (NOT v_post_shown
                OR EXISTS (SELECT 1 FROM user_blocks ub
                           WHERE (ub.blocker_id = p_user AND ub.blocked_id = v_post_author)
                              OR (ub.blocker_id = v_post_author AND ub.blocked_id = p_user))) THEN
          outcome := 'post-not-found';
          comment_author_id := NULL;
          comment_post_id := NULL;
          RETURN;
        END IF;
        outcome := 'ok';
        INSERT INTO comment_likes (comment_id, user_id) VALUES (p_comment, p_user)
        ON CONFLICT DO NOTHING;
        changed := FOUND;
        IF changed AND comment_author_id <> p_user THEN
          -- liking, unliking and liking again notifies once (notifications_once_key)
          INSERT INTO notifications (type, recipient_id, actor_id, post_id, comment_id)
          VALUES ('like-comment', comment_author_id, p_user, comment_post_id, p_comment)
          ON CONFLICT DO NOTHING
          RETURNING id, created_at INTO notification_id, notified_at;
          IF notification_id IS NOT NULL THEN
            SELECT count(*)::int INTO unread_count FROM notifications n
            WHERE n.recipient_id = comment_author_id AND NOT n.clicked;
            SELECT u.name, u.fullname, u.image INTO actor_name, actor_fullname, actor_image
            FROM users u WHERE u.id = p_user;
          END IF;
        END IF;
        -- last, so that the comment's row (every like of it writes it) is locked only from here
        -- to the commit
        IF changed THEN
          UPDATE comments c SET like_count = c.like_count + 1 WHERE c.id = p_comment
          RETURNING c.like_count INTO likes;
        ELSE
          SELECT c.like_count INTO likes FROM comments c WHERE c.id = p_comment;
        END IF;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION social_like_comment(uuid, uuid)`);
  }
}
