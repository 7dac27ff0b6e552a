import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ChallengePhase } from '../../domain/challenge';

export const ChallengePhaseEnum = { upcoming: 'upcoming', open: 'open', closed: 'closed' } as {
  [K in ChallengePhase]: K;
};
registerEnumType(ChallengePhaseEnum, {
  name: 'ChallengePhase',
  description: 'upcoming (its day has not begun), open (entries and votes), closed (results fixed)',
});

@ObjectType('ChallengePost', { description: 'A post as a challenge shows it' })
export class ChallengePostType {
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field(() => String, { nullable: true, description: 'The grid image (WebP about 400 px wide)' })
  src!: string | null;
  @Field(() => Int, { nullable: true }) width!: number | null;
  @Field(() => Int, { nullable: true }) height!: number | null;
  @Field(() => String, { nullable: true }) blurhash!: string | null;
  @Field(() => String, { nullable: true }) dominantColor!: string | null;
  @Field() sensitive!: boolean;
  @Field({ description: "Above the viewer's browsing level: no src, a veil with 'Mostrar'" })
  blurred!: boolean;
  @Field() createdAt!: Date;
}

@ObjectType('ChallengeEntrant')
export class ChallengeEntrantType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() fullname!: string;
  @Field(() => String, { nullable: true }) image!: string | null;
}

@ObjectType('ChallengeEntry', { description: "A user's post in a daily challenge" })
export class ChallengeEntryType {
  @Field(() => ID) id!: string;
  @Field(() => ID) challengeId!: string;
  @Field(() => ChallengePostType) post!: ChallengePostType;
  @Field(() => ChallengeEntrantType) author!: ChallengeEntrantType;
  @Field(() => Int) voteCount!: number;
  @Field({ description: 'You voted for it (false for visitors)' }) votedByMe!: boolean;
  @Field({ description: 'It is your entry' }) mine!: boolean;
  @Field(() => Int, { nullable: true, description: '1, 2 or 3 once the challenge closed' })
  rank!: number | null;
  @Field(() => Int, { description: 'Ranking points it earned (100, 50, 25 for the top 3)' })
  points!: number;
  @Field() createdAt!: Date;
}

@ObjectType('Challenge', { description: 'A daily challenge: one theme, open one day in Bogota' })
export class ChallengeType {
  @Field(() => ID) id!: string;
  @Field({ description: 'Its day in America/Bogota, YYYY-MM-DD' }) day!: string;
  @Field() title!: string;
  @Field() description!: string;
  @Field({ description: '00:00 of its day in Bogota' }) startsAt!: Date;
  @Field({ description: '00:00 of the next day in Bogota: entries and votes end' }) endsAt!: Date;
  @Field(() => ChallengePhaseEnum) phase!: ChallengePhase;
  @Field(() => Date, { nullable: true }) closedAt!: Date | null;
  @Field({ description: 'Staff chose the theme (false: a built-in theme)' }) scheduled!: boolean;
  @Field(() => Int) entryCount!: number;
  @Field(() => [ChallengeEntryType], { description: 'The top 3 once closed, by rank' })
  winners!: ChallengeEntryType[];
}

@ObjectType('ChallengePage')
export class ChallengePageType {
  @Field(() => [ChallengeType]) items!: ChallengeType[];
  @Field(() => Int) currentPage!: number;
  @Field() hasNextPage!: boolean;
}

@ObjectType('ChallengeVotes', { description: "An entry's vote count as it changed" })
export class ChallengeVotesType {
  @Field(() => ID) challengeId!: string;
  @Field(() => ID) entryId!: string;
  @Field(() => Int) voteCount!: number;
}

@ObjectType('ChallengeVoteResult')
export class ChallengeVoteResultType {
  @Field(() => ID) entryId!: string;
  @Field(() => Int) voteCount!: number;
  @Field() votedByMe!: boolean;
}

@ObjectType('ChallengeAward', { description: 'A place a post won in a daily challenge' })
export class ChallengeAwardType {
  @Field(() => ID) challengeId!: string;
  @Field() day!: string;
  @Field() title!: string;
  @Field(() => Int) rank!: number;
}
