/** Spanish UI strings of the challenges feature. */
export const challengesStrings = {
  dailyChallengesTitle: 'Retos diarios',
  dailyChallengesDescription: 'Cada día un nuevo reto creativo. Muy pronto podrás participar.',
} as const;
