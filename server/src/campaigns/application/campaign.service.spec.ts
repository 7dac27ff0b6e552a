import { CreditLedger, LedgerMovement } from '../../billing/ports/credit-ledger';
import { Transactions } from '../../platform/database/transactions.port';
import { Campaign, CampaignDraft, CampaignStatus, FinishedReason } from '../domain/campaign';
import { CampaignError } from '../domain/campaigns.error';
import { CampaignRepository, CreativePost, FinishedCampaign } from '../ports/campaign.repository';
import { CampaignEvents } from '../ports/campaign-events';
import { CampaignNotifier, CampaignRejectionNotice } from '../ports/campaign-notifier';
import { CampaignService, CampaignSettings } from './campaign.service';

const ADVERTISER = '11111111-1111-4111-8111-111111111111';
const POST = '22222222-2222-4222-8222-222222222222';

/** Campaigns in memory, with the guarded statements' rules. */
class MemoryCampaigns {
  rows = new Map<string, Campaign>();
  posts: CreativePost[] = [
    { id: POST, authorId: ADVERTISER, status: 'ready', visibility: 'public', announcement: false },
  ];

  async create(advertiserId: string, d: CampaignDraft, status: 'draft' | 'active') {
    const id = `c${this.rows.size + 1}`;
    const campaign: Campaign = {
      ...d,
      id,
      advertiserId,
      status,
      reservedTokens: 0,
      reserveVersion: 0,
      spentUnits: 0,
      finishedReason: null,
      rejectionReason: null,
      createdAt: new Date(),
      updatedAt: new Date(),
      ads: d.ads.map((a, i) => ({ ...a, id: `a${i}`, campaignId: id, createdAt: new Date() })),
    };
    this.rows.set(id, campaign);
    return campaign;
  }
  async findById(id: string) {
    const c = this.rows.get(id);
    return c ? { ...c } : null;
  }
  async creatives() {
    return this.posts;
  }
  async setStatus(id: string, from: readonly CampaignStatus[], to: CampaignStatus) {
    const c = this.rows.get(id)!;
    if (!from.includes(c.status)) {
      return false;
    }
    c.status = to;
    return true;
  }
  async setReserved(id: string, version: number, reservedTokens: number) {
    const c = this.rows.get(id)!;
    if (c.reserveVersion !== version) {
      return false;
    }
    Object.assign(c, { reservedTokens, reserveVersion: version + 1 });
    return true;
  }
  async finish(id: string, reason: FinishedReason): Promise<FinishedCampaign | null> {
    const c = this.rows.get(id)!;
    if (!['draft', 'active', 'paused'].includes(c.status)) {
      return null;
    }
    const before = c.reservedTokens;
    Object.assign(c, { status: 'finished', finishedReason: reason });
    return { id, advertiserId: c.advertiserId, reservedTokens: before, spentUnits: c.spentUnits };
  }
  async reject(id: string, reason: string): Promise<FinishedCampaign | null> {
    const c = this.rows.get(id)!;
    if (!['draft', 'active', 'paused'].includes(c.status)) {
      return null;
    }
    const before = c.reservedTokens;
    Object.assign(c, { status: 'rejected', rejectionReason: reason });
    return { id, advertiserId: c.advertiserId, reservedTokens: before, spentUnits: c.spentUnits };
  }
}

/** A ledger of one balance that refuses to go negative and writes each key once. */
class MemoryLedger {
  balance = 0;
  rows: LedgerMovement[] = [];
  async reserve(m: LedgerMovement) {
    if (this.rows.some((r) => r.key === m.key)) {
      return this.balance;
    }
    if (this.balance < m.tokens) {
      return null;
    }
    this.balance -= m.tokens;
    this.rows.push({ ...m, tokens: -m.tokens });
    return this.balance;
  }
  async settle(m: LedgerMovement) {
    return this.add(m);
  }
  async refund(m: LedgerMovement) {
    return this.add(m);
  }
  private add(m: LedgerMovement) {
    if (this.rows.some((r) => r.key === m.key)) {
      return false;
    }
    this.balance += m.tokens;
    this.rows.push(m);
    return true;
  }
}

const input = {
  name: 'Rebajas',
  objective: 'clicks',
  budgetCredits: 10,
  bidModel: 'CPC',
  bidCredits: 0.5,
  ads: [{ postId: POST, cta: 'comprar', destinationUrl: 'https://tienda.example.com' }],
};
const viewer = { id: ADVERTISER, plan: 'free' as const };

describe(CampaignService.name, () => {
  let campaigns: MemoryCampaigns;
  let ledger: MemoryLedger;
  let sut: CampaignService;
  let notices: CampaignRejectionNotice[];
  const notifier = {
    rejected: async (notice: CampaignRejectionNotice) => {
      notices.push(notice);
    },
  } as CampaignNotifier;
  const staff = { ...viewer, id: 'staff-1' };
  /** Campaigns announced as maybe serving, with whether their transaction had committed. */
  let announced: Array<{ id: string; committed: boolean }>;
  let inTransaction: boolean;
  const events = {
    mayServe: async (id: string) => {
      announced.push({ id, committed: !inTransaction });
    },
  } as CampaignEvents;

  beforeEach(() => {
    notices = [];
    announced = [];
    inTransaction = false;
    campaigns = new MemoryCampaigns();
    ledger = new MemoryLedger();
    ledger.balance = 1500;
    const transactions: Transactions = {
      run: async (work) => {
        inTransaction = true;
        try {
          return await work();
        } finally {
          inTransaction = false;
        }
      },
    };
    sut = new CampaignService(
      campaigns as unknown as CampaignRepository,
      ledger as unknown as CreditLedger,
      transactions,
      new CampaignSettings(100, () => new Date('2026-11-25T12:00:00Z')),
      notifier,
      events,
    );
  });

  it('tells every instance a campaign may serve once it is launched or resumed, after its commit', async () => {
    ledger.balance = 5000;
    const draft = await sut.create(viewer, input, false);
    expect(announced).toEqual([]);
    await sut.resume(viewer, draft.id);
    const launched = await sut.create(viewer, input, true);
    expect(announced).toEqual([
      { id: draft.id, committed: true },
      { id: launched.id, committed: true },
    ]);
    await sut.pause(viewer, launched.id);
    expect(announced).toHaveLength(2);
  });

  it('reserves the whole budget when a campaign launches, and nothing for a draft', async () => {
    const launched = await sut.create(viewer, input, true);
    expect(launched).toMatchObject({ status: 'active', reservedTokens: 1000, reserveVersion: 1 });
    expect(ledger.rows).toEqual([
      expect.objectContaining({
        tokens: -1000,
        reason: 'campaign.reserve',
        key: 'campaign.reserve:c1:1',
      }),
    ]);
    const draft = await sut.create(viewer, input, false);
    expect(draft).toMatchObject({ status: 'draft', reservedTokens: 0 });
    expect(ledger.balance).toBe(500);
  });

  it('refuses a budget the credits do not cover', async () => {
    await expect(sut.create(viewer, { ...input, budgetCredits: 16 }, true)).rejects.toMatchObject({
      code: 'CAMPAIGNS.INSUFFICIENT_CREDITS',
    });
    expect(ledger.balance).toBe(1500);
  });

  it("refuses another user's post as a creative", async () => {
    campaigns.posts[0].authorId = '33333333-3333-4333-8333-333333333333';
    await expect(sut.create(viewer, input, true)).rejects.toBeInstanceOf(CampaignError);
    expect(campaigns.rows.size).toBe(0);
  });

  it('gives back what was not spent when it finishes, once, and everything when nothing was', async () => {
    const spent = await sut.create(viewer, input, true);
    campaigns.rows.get(spent.id)!.spentUnits = 300_500;
    expect(await sut.finish(spent.id, 'budget')).toBe(true);
    expect(await sut.finish(spent.id, 'budget')).toBe(false);
    const unused = await sut.create(viewer, { ...input, budgetCredits: 5 }, true);
    await sut.cancel(viewer, unused.id);
    expect(ledger.rows.map((r) => [r.tokens, r.reason])).toEqual([
      [-1000, 'campaign.reserve'],
      [699, 'campaign.release'],
      [-500, 'campaign.reserve'],
      [500, 'campaign.refund'],
    ]);
    expect(ledger.balance).toBe(1500 - 301);
  });

  it('rejects with a reason, gives back what was not spent once, and refuses to resume it', async () => {
    const running = await sut.create(viewer, input, true);
    campaigns.rows.get(running.id)!.spentUnits = 200_000;
    await expect(sut.reject(staff, running.id, '   ')).rejects.toMatchObject({
      code: 'CAMPAIGNS.INVALID_REASON',
    });
    const rejected = await sut.reject(staff, running.id, ' Anuncio engañoso ');
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'Anuncio engañoso' });
    const again = await sut.reject(staff, running.id, 'Otro motivo');
    expect(again.rejectionReason).toBe('Anuncio engañoso');
    // the advertiser is told once, with the reason, by the team
    expect(notices).toEqual([
      {
        advertiserId: viewer.id,
        staffId: 'staff-1',
        campaignName: running.name,
        reason: 'Anuncio engañoso',
        postId: running.ads[0].postId,
      },
    ]);
    expect(ledger.rows.map((r) => [r.tokens, r.reason])).toEqual([
      [-1000, 'campaign.reserve'],
      [800, 'campaign.release'],
    ]);
    for (const act of [
      () => sut.resume(viewer, running.id),
      () => sut.pause(viewer, running.id),
      () => sut.cancel(viewer, running.id),
      () => sut.update(viewer, running.id, { name: 'Otra' }),
    ]) {
      await expect(act()).rejects.toMatchObject({
        code: 'CAMPAIGNS.WRONG_STATUS',
        message: expect.stringContaining('rechazó'),
      });
    }
    await sut.cancel(viewer, (await sut.create(viewer, input, false)).id);
    await expect(sut.reject(staff, 'c2', 'Tarde')).rejects.toMatchObject({
      code: 'CAMPAIGNS.WRONG_STATUS',
    });
  });

  it('hides campaigns of others as not found', async () => {
    const mine = await sut.create(viewer, input, true);
    const other = { id: '44444444-4444-4444-8444-444444444444', plan: 'free' as const };
    await expect(sut.pause(other, mine.id)).rejects.toMatchObject({ code: 'CAMPAIGNS.NOT_FOUND' });
  });
});
