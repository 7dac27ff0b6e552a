import { Notification, targetOf } from '../domain/notification';

/** The spec's notification shape (with `_id`), plus what a client needs to render it. */
export function presentNotification(n: Notification) {
  return {
    _id: n.id,
    id: n.id,
    typeNotification: n.type,
    clicked: n.clicked,
    createdAt: n.createdAt.toISOString(),
    postId: n.postId,
    commentId: n.commentId,
    detail: n.detail ?? null,
    authorId: {
      _id: n.actor.id,
      id: n.actor.id,
      name: n.actor.name,
      fullname: n.actor.fullname,
      image: n.actor.image,
    },
    challenge: n.challenge,
    href: targetOf(n),
  };
}
