import { DiscoverRepository } from '../ports/discover.repository';
import { RankingService, RankingSettings } from './ranking.service';

describe(RankingService.name, () => {
  let refreshes: number;
  const repo = {
    refreshScores: async () => {
      refreshes++;
      return 0;
    },
  } as unknown as DiscoverRepository;

  beforeEach(() => {
    refreshes = 0;
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('brings stored levels up to date as soon as the job process starts, then every 10 minutes', () => {
    const sut = new RankingService(repo, new RankingSettings(true));
    sut.onApplicationBootstrap();
    expect(refreshes).toBe(1);
    jest.advanceTimersByTime(10 * 60_000);
    expect(refreshes).toBe(2);
    sut.onApplicationShutdown();
    jest.advanceTimersByTime(60 * 60_000);
    expect(refreshes).toBe(2);
  });

  it('leaves the refresh to the job process', () => {
    const sut = new RankingService(repo, new RankingSettings(false));
    sut.onApplicationBootstrap();
    jest.advanceTimersByTime(60 * 60_000);
    expect(refreshes).toBe(0);
  });
});
