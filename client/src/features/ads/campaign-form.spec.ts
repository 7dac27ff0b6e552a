import { describe, expect, it } from '@jest/globals';
import {
  EMPTY_FORM,
  firstInvalidStep,
  formFromCampaign,
  isValidDestination,
  parseDecimal,
  parseHashtags,
  stepOfErrorCode,
  toCampaignInput,
  validateStep,
  type CampaignForm,
} from './campaign-form';

const POST = '0b8e7c3a-1f2d-4c5b-9a8e-7d6c5b4a3f21';
const ctx = { now: new Date('2025-03-10T12:00:00Z'), balance: 100, launching: true };
const valid: CampaignForm = {
  ...EMPTY_FORM,
  name: 'Rebajas de marzo',
  ads: [{ postId: POST, cta: 'comprar', destinationUrl: 'https://tienda.com/rebajas' }],
};

describe('campaign form', () => {
  it('accepts a complete form at every step', () => {
    for (const step of ['objective', 'ads', 'audience', 'budget', 'review'] as const) {
      expect(validateStep(step, valid, ctx)).toEqual({});
    }
    expect(firstInvalidStep(valid, ctx)).toBeNull();
  });

  it('refuses a name shorter than 3 characters with the server’s message', () => {
    expect(validateStep('objective', { ...valid, name: ' ab ' }, ctx)).toEqual({
      name: 'El nombre de la campaña debe tener entre 3 y 80 caracteres.',
    });
  });

  it('needs a creative and an https destination on a public domain', () => {
    expect(validateStep('ads', { ...valid, ads: [] }, ctx).ads).toMatch(/Elige una de tus/);
    const http = validateStep(
      'ads',
      {
        ...valid,
        ads: [{ ...valid.ads[0], destinationUrl: 'http://tienda.com' }],
      },
      ctx,
    );
    expect(http['ads.0.destinationUrl']).toMatch(/https:\/\//);
    expect(isValidDestination('https://localhost/x')).toBe(false);
    expect(isValidDestination('https://10.0.0.1/x')).toBe(false);
    expect(isValidDestination('https://user:pw@tienda.com')).toBe(false);
    expect(isValidDestination('javascript:alert(1)')).toBe(false);
    expect(isValidDestination(' https://mi.tienda.co/a?b=1 ')).toBe(true);
  });

  it('refuses hashtags with symbols', () => {
    expect(validateStep('audience', { ...valid, hashtags: 'surf, verano!' }, ctx).hashtags).toMatch(
      /letras, números o _/,
    );
    expect(parseHashtags('#Surf  verano,#surf ,, playa')).toEqual(['surf', 'verano', 'playa']);
  });

  it('refuses a budget above the balance when launching, not when saving a draft', () => {
    const big = { ...valid, budgetCredits: '500' };
    expect(validateStep('budget', big, ctx).budgetCredits).toBe(
      'No tienes créditos suficientes: tu saldo es de 100 créditos. Compra créditos o reduce el presupuesto.',
    );
    expect(validateStep('budget', big, { ...ctx, launching: false })).toEqual({});
  });

  it('applies the server’s budget, cap and minimum bid rules', () => {
    const errors = (patch: Partial<CampaignForm>) =>
      validateStep('budget', { ...valid, ...patch }, ctx);
    expect(errors({ budgetCredits: '4' }).budgetCredits).toMatch(/entre 5 y/);
    expect(errors({ budgetCredits: '10,5' }).budgetCredits).toMatch(/número entero/);
    expect(errors({ dailyCapCredits: '30' }).dailyCapCredits).toMatch(
      /no mayor que el presupuesto/,
    );
    expect(errors({ bidModel: 'CPC', bidCredits: '0,1' }).bidCredits).toMatch(
      /al menos 0,2 créditos por clic/,
    );
    expect(errors({ bidModel: 'CPM', bidCredits: '0.5' }).bidCredits).toMatch(
      /al menos 1 crédito por cada 1000 impresiones/,
    );
    expect(errors({ bidCredits: '0.555' }).bidCredits).toMatch(/dos decimales/);
    expect(errors({ bidModel: 'CPC', bidCredits: '3', dailyCapCredits: '2' }).dailyCapCredits).toBe(
      'El límite diario debe cubrir al menos un clic.',
    );
    expect(errors({ endsAt: '2025-03-01T10:00' }).endsAt).toMatch(/posterior a la de inicio/);
  });

  it('sends to the step a server error code names', () => {
    expect(stepOfErrorCode('CAMPAIGNS.INVALID_DESTINATION')).toBe('ads');
    expect(stepOfErrorCode('CAMPAIGNS.INSUFFICIENT_CREDITS')).toBe('budget');
    expect(stepOfErrorCode('CAMPAIGNS.INVALID_TARGETING')).toBe('audience');
    expect(stepOfErrorCode(null)).toBe('review');
  });

  it('builds the mutation input, decimals with a comma included', () => {
    const input = toCampaignInput(
      { ...valid, bidCredits: '0,75', dailyCapCredits: '', hashtags: '#Surf verano' },
      false,
    );
    expect(input).toMatchObject({
      name: 'Rebajas de marzo',
      bidCredits: 0.75,
      budgetCredits: 20,
      dailyCapCredits: null,
      targetHashtags: ['surf', 'verano'],
      startsAt: null,
      launch: false,
    });
    expect(parseDecimal('1.5')).toBe(1.5);
    expect(parseDecimal('abc')).toBeNaN();
  });

  it('duplicates a campaign under a new name with a fresh schedule', () => {
    const form = formFromCampaign(
      {
        name: 'Verano',
        objective: 'reach',
        ads: [{ postId: POST, cta: 'ver mas', destinationUrl: 'https://a.com' }],
        targetCategories: ['Comida'],
        targetHashtags: ['surf'],
        budgetCredits: 40,
        dailyCapCredits: 5,
        bidModel: 'CPM',
        bidCredits: 2,
      },
      (n) => `Copia de ${n}`,
    );
    expect(form).toMatchObject({
      name: 'Copia de Verano',
      objective: 'reach',
      hashtags: 'surf',
      budgetCredits: '40',
      dailyCapCredits: '5',
      bidCredits: '2',
      startsAt: '',
      endsAt: '',
    });
  });
});
