import {
  CampaignInput,
  eventCost,
  normalizeCta,
  spentTokens,
  unspentTokens,
  validateCampaign,
  validateDestination,
  assertTransition,
} from './campaign';
import { CampaignError } from './campaigns.error';

const now = new Date('2026-11-25T12:00:00Z');
const rules = { now, tokensPerCredit: 100 };
const POST = '6f1c2d3e-4a5b-4c6d-8e7f-001122334455';
const input = (overrides: Partial<CampaignInput> = {}): CampaignInput => ({
  name: 'Campaña de prueba',
  objective: 'reach',
  budgetCredits: 50,
  bidModel: 'CPM',
  bidCredits: 2,
  ads: [{ postId: POST, cta: 'Ver más', destinationUrl: 'https://tienda.example.com/x' }],
  ...overrides,
});

function codeOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (err) {
    return err instanceof CampaignError ? err.code : 'not a CampaignError';
  }
}

describe('campaign rules', () => {
  it('normalizes a valid campaign: starts now, bid in tokens, hashtags without # and lower case', () => {
    const sut = validateCampaign(
      input({ targetHashtags: ['#Zapatos', 'zapatos', 'Moda_2026'], targetCategories: ['Moda'] }),
      rules,
    );
    expect(sut).toMatchObject({
      startsAt: now,
      endsAt: null,
      bidTokens: 200,
      targetHashtags: ['zapatos', 'moda_2026'],
      targetCategories: ['Moda'],
      ads: [{ postId: POST, cta: 'ver mas', destinationUrl: 'https://tienda.example.com/x' }],
    });
  });

  it.each([
    ['a 2-character name', { name: 'ab' }, 'CAMPAIGNS.INVALID_NAME'],
    ['an unknown objective', { objective: 'likes' }, 'CAMPAIGNS.INVALID_OBJECTIVE'],
    ['a budget under the minimum', { budgetCredits: 4 }, 'CAMPAIGNS.INVALID_BUDGET'],
    ['a fractional budget', { budgetCredits: 5.5 }, 'CAMPAIGNS.INVALID_BUDGET'],
    ['a daily cap over the budget', { dailyCapCredits: 51 }, 'CAMPAIGNS.INVALID_DAILY_CAP'],
    ['a CPM bid under 1 credit', { bidCredits: 0.99 }, 'CAMPAIGNS.INVALID_BID'],
    ['a CPC bid under 0.2 credits', { bidModel: 'CPC', bidCredits: 0.19 }, 'CAMPAIGNS.INVALID_BID'],
    ['a bid with three decimals', { bidCredits: 1.005 }, 'CAMPAIGNS.INVALID_BID'],
    ['an unknown bid model', { bidModel: 'CPA' }, 'CAMPAIGNS.INVALID_BID'],
    [
      'an end in the past',
      { endsAt: new Date('2026-11-25T11:00:00Z') },
      'CAMPAIGNS.INVALID_SCHEDULE',
    ],
    [
      'an end before the start',
      { startsAt: new Date('2026-12-02T00:00:00Z'), endsAt: new Date('2026-12-01T00:00:00Z') },
      'CAMPAIGNS.INVALID_SCHEDULE',
    ],
    ['an unknown category', { targetCategories: ['Coches'] }, 'CAMPAIGNS.INVALID_TARGETING'],
    ['a hashtag with spaces', { targetHashtags: ['dos palabras'] }, 'CAMPAIGNS.INVALID_TARGETING'],
    ['no ads', { ads: [] }, 'CAMPAIGNS.INVALID_ADS'],
    [
      'the same post twice',
      {
        ads: [
          { postId: POST, cta: 'comprar', destinationUrl: 'https://a.example.com' },
          { postId: POST, cta: 'descargar', destinationUrl: 'https://b.example.com' },
        ],
      },
      'CAMPAIGNS.INVALID_ADS',
    ],
    [
      'a post id that is not one',
      { ads: [{ postId: '../x', cta: 'comprar', destinationUrl: 'https://a.example.com' }] },
      'CAMPAIGNS.INVALID_CREATIVE',
    ],
  ])('refuses %s', (_name, overrides, code) => {
    expect(codeOf(() => validateCampaign(input(overrides as Partial<CampaignInput>), rules))).toBe(
      code,
    );
  });

  it('keeps a future start', () => {
    const startsAt = new Date('2026-12-01T00:00:00Z');
    expect(validateCampaign(input({ startsAt }), rules).startsAt).toEqual(startsAt);
  });

  it("accepts the spec's call-to-action terms with or without accents", () => {
    expect(
      ['Ver más', 'comprar', 'Más información', 'CONTÁCTANOS', 'Regístrate', 'descargar'].map(
        normalizeCta,
      ),
    ).toEqual(['ver mas', 'comprar', 'mas informacion', 'contactanos', 'registrate', 'descargar']);
    expect(codeOf(() => normalizeCta('llamar'))).toBe('CAMPAIGNS.INVALID_CTA');
  });

  it.each([
    'http://tienda.example.com',
    'javascript:alert(1)',
    'data:text/html,hola',
    '//tienda.example.com',
    'https://localhost/x',
    'https://192.168.0.1/',
    'https://[::1]/',
    'https://user:pw@tienda.example.com',
    'https://intranet/',
    'https://tienda.example.com/a b',
    `https://tienda.example.com/${'a'.repeat(2048)}`,
  ])('refuses the destination %s', (url) => {
    expect(codeOf(() => validateDestination(url))).toBe('CAMPAIGNS.INVALID_DESTINATION');
  });

  it('keeps an https destination, normalized', () => {
    expect(validateDestination(' https://Tienda.Example.com/oferta?x=1 ')).toBe(
      'https://tienda.example.com/oferta?x=1',
    );
  });

  it('charges CPM per viewable impression (bid / 1000) and CPC per click, nothing else', () => {
    expect(eventCost('CPM', 150, 'impression')).toBe(150);
    expect(eventCost('CPM', 150, 'click')).toBe(0);
    expect(eventCost('CPC', 20, 'click')).toBe(20_000);
    expect(eventCost('CPC', 20, 'impression')).toBe(0);
    // 1000 impressions at a 1.5-credit CPM cost 150 tokens exactly
    expect(spentTokens(1000 * eventCost('CPM', 150, 'impression'))).toBe(150);
  });

  it('keeps what was spent, rounded up, and gives back the rest', () => {
    expect(unspentTokens(1000, 0)).toBe(1000);
    expect(unspentTokens(1000, 250_500)).toBe(749);
    expect(unspentTokens(1000, 1_000_000)).toBe(0);
  });

  it('allows only the status changes that make sense', () => {
    expect(codeOf(() => assertTransition('pause', 'active'))).toBeNull();
    expect(codeOf(() => assertTransition('pause', 'draft'))).toBe('CAMPAIGNS.WRONG_STATUS');
    expect(codeOf(() => assertTransition('resume', 'finished'))).toBe('CAMPAIGNS.WRONG_STATUS');
    expect(codeOf(() => assertTransition('cancel', 'rejected'))).toBe('CAMPAIGNS.WRONG_STATUS');
  });
});
