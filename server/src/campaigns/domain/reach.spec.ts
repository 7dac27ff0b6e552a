import { assumedCtr, DEFAULT_CTR, estimateReach } from './reach';

describe(estimateReach.name, () => {
  const audience = { viewers: 500, posts: 12 };

  it('buys 1000 impressions per CPM bid and expects clicks at the CTR', () => {
    const sut = estimateReach(
      { budgetCredits: 10, bidModel: 'CPM', bidCredits: 2 },
      audience,
      0.02,
    );
    expect(sut).toEqual({
      audienceViewers: 500,
      matchingPosts: 12,
      impressions: 5000,
      clicks: 100,
      reachViewers: 500,
      ctr: 0.02,
    });
  });

  it('buys one click per CPC bid and the impressions that bring them', () => {
    const sut = estimateReach(
      { budgetCredits: 10, bidModel: 'CPC', bidCredits: 0.2 },
      audience,
      0.01,
    );
    expect(sut.clicks).toBe(50);
    expect(sut.impressions).toBe(5000);
  });

  it('never reaches more people than the audience, nor more than the impressions', () => {
    const small = estimateReach(
      { budgetCredits: 5, bidModel: 'CPC', bidCredits: 5 },
      audience,
      0.5,
    );
    expect(small.reachViewers).toBe(2);
  });

  it('refuses a bid under the minimum with the Spanish message', () => {
    expect(() =>
      estimateReach({ budgetCredits: 10, bidModel: 'CPC', bidCredits: 0.1 }, audience, 0.01),
    ).toThrow(/al menos 0,2 créditos por clic/);
    expect(() =>
      estimateReach({ budgetCredits: 10, bidModel: 'CPM', bidCredits: 0.5 }, audience, 0.01),
    ).toThrow(/al menos 1 créditos por cada 1000 impresiones/);
  });

  it('refuses a budget that is not a whole number of credits', () => {
    expect(() =>
      estimateReach({ budgetCredits: 2.5, bidModel: 'CPM', bidCredits: 1 }, audience, 0.01),
    ).toThrow(/número entero de créditos/);
  });
});

describe(assumedCtr.name, () => {
  it('assumes 1 % until 1000 impressions were counted, then the measured rate', () => {
    expect(assumedCtr({ impressions: 999, clicks: 500 })).toBe(DEFAULT_CTR);
    expect(assumedCtr({ impressions: 2000, clicks: 50 })).toBe(0.025);
    expect(assumedCtr({ impressions: 2000, clicks: 0 })).toBe(DEFAULT_CTR);
  });
});
