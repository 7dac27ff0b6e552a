/** Tells the invited: one 'group-invite' notification each, naming the group. */
export abstract class GroupNotifier {
  abstract invited(
    group: { id: string; name: string },
    inviterId: string,
    userIds: string[],
  ): Promise<void>;
}
