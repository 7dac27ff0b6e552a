import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An unfollow in one round trip, answering the relationship the mutation shows, as
 * `social_follow` does: `social_unfollow(follower, followee)` answers 'not-found' for a user who
 * is missing or kept apart from the follower by a block (either way, as on their profile);
 * otherwise the follow is deleted and, only when there was one, both counters move, the
 * follower's last (their row is the one all their follows and unfollows write). Unfollowing
 * yourself changes nothing and is not refused.
 */
export class UnfollowInOneCall1763978000000 implements MigrationInterface {
  name = 'UnfollowInOneCall1763978000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION social_unfollow(p_follower uuid, p_followee uuid,
        OUT outcome text, OUT changed boolean, OUT followers int, OUT muted boolean,
        OUT user_name varchar, OUT user_fullname varchar, OUT user_image text,
        OUT user_score int, OUT user_following int)
      LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        changed := false;
        muted := false;
        followers := 0;
        IF social_kept_apart(p_follower, p_followee) THEN
          outcome := 'not-found';
          RETURN;
        END IF;
        DELETE FROM follows f WHERE f.follower_id = p_follower AND f.followee_id = p_followee;
        changed := FOUND;
        IF changed THEN
          UPDATE users u SET follower_count = u.follower_count - 1 WHERE u.id = p_followee
          RETURNING u.follower_count, u.name, u.fullname, u.image, u.score, u.following_count
          INTO followers, user_name, user_fullname, user_image, user_score, user_following;
        ELSE
          SELECT u.follower_count, u.name, u.fullname, u.image, u.score, u.following_count
          INTO followers, user_name, user_fullname, user_image, user_score, user_following
          FROM users u WHERE u.id = p_followee;
          IF NOT FOUND THEN
            outcome := 'not-found';
            RETURN;
          END IF;
        END IF;
        outcome := 'ok';
        muted := EXISTS (SELECT 1 FROM user_mutes um WHERE um.user_id = p_follower AND um.muted_id = p_followee);
        IF changed THEN
          UPDATE users u SET following_count = u.following_count - 1 WHERE u.id = p_follower;
        END IF;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION social_unfollow(uuid, uuid)`);
  }
}
