import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Taking a like back in one round trip, with the rules its like checks:
 * `social_unlike_post(post, user)` answers 'not-found' for a post the user may not see (missing,
 * or not ready, public and shown, unless it is theirs, or its author kept apart from them by a
 * block); `social_unlike_comment(comment, user)` answers 'comment-not-found' for a comment the
 * user may not see (missing, hidden unless it is theirs, or a block with its author) and
 * 'post-not-found' when its post is not theirs to see. Otherwise the like is deleted and the
 * counter moves only when there was one. `social_kept_apart(a, b)`: a block stands between two
 * users, either way.
 */
export class UnlikeInOneCall1763977900000 implements MigrationInterface {
  name = 'UnlikeInOneCall1763977900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION social_kept_apart(p_a uuid, p_b uuid) RETURNS boolean
      LANGUAGE sql STABLE AS $$
        SELECT p_a <> p_b AND EXISTS (
          SELECT 1 FROM user_blocks ub
          WHERE (ub.blocker_id = p_a AND ub.blocked_id = p_b)
             OR (ub.blocker_id = p_b AND ub.blocked_id = p_a))
      $$`);
    await q.query(`
      CREATE FUNCTION social_unlike_post(p_post uuid, p_user uuid,
        OUT outcome text, OUT changed boolean, OUT likes int)
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        v_author uuid;
        v_shown boolean;
      BEGIN
        changed := false;
        likes := 0;
        SELECT p.author_id, p.status = 'ready' AND p.visibility = 'public' AND p.hidden_at IS NULL
          INTO v_author, v_shown
        FROM posts p WHERE p.id = p_post;
        IF NOT FOUND OR (v_author <> p_user AND (NOT v_shown OR social_kept_apart(p_user, v_author)))
        THEN
          outcome := 'not-found';
          RETURN;
        END IF;
        outcome := 'ok';
        DELETE FROM post_likes l WHERE l.post_id = p_post AND l.user_id = p_user;
        changed := FOUND;
        IF changed THEN
          UPDATE posts p SET like_count = p.like_count - 1 WHERE p.id = p_post
          RETURNING p.like_count INTO likes;
        ELSE
          SELECT p.like_count INTO likes FROM posts p WHERE p.id = p_post;
        END IF;
      END $$`);
    await q.query(`
      CREATE FUNCTION social_unlike_comment(p_comment uuid, p_user uuid,
        OUT outcome text, OUT changed boolean, OUT likes int)
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        v_author uuid;
        v_hidden_at timestamptz;
        v_post_author uuid;
        v_post_shown boolean;
      BEGIN
        changed := false;
        likes := 0;
        SELECT c.author_id, c.hidden_at, p.author_id,
               p.status = 'ready' AND p.visibility = 'public' AND p.hidden_at IS NULL
          INTO v_author, v_hidden_at, v_post_author, v_post_shown
        FROM comments c JOIN posts p ON p.id = c.post_id
        WHERE c.id = p_comment;
        IF NOT FOUND
           OR (v_hidden_at IS NOT NULL AND v_author <> p_user)
           OR social_kept_apart(p_user, v_author) THEN
          outcome := 'comment-not-found';
          RETURN;
        END IF;
        IF v_post_author <> p_user
           AND (NOT v_post_shown OR social_kept_apart(p_user, v_post_author)) THEN
          outcome := 'post-not-found';
          RETURN;
        END IF;
        outcome := 'ok';
        DELETE FROM comment_likes l WHERE l.comment_id = p_comment AND l.user_id = p_user;
        changed := FOUND;
        IF changed THEN
          UPDATE comments c SET like_count = c.like_count - 1 WHERE c.id = p_comment
          RETURNING c.like_count INTO likes;
        ELSE
          SELECT c.like_count INTO likes FROM comments c WHERE c.id = p_comment;
        END IF;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION social_unlike_comment(uuid, uuid)`);
    await q.query(`DROP FUNCTION social_unlike_post(uuid, uuid)`);
    await q.query(`DROP FUNCTION social_kept_apart(uuid, uuid)`);
  }
}
