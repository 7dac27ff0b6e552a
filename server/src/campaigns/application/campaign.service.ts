import { Injectable } from '@nestjs/common';
import { ledgerKeys } from '../../billing/domain/ledger';
import { CreditLedger } from '../../billing/ports/credit-ledger';
import { Viewer } from '../../kernel/viewer';
import { Transactions } from '../../platform/database/transactions.port';
import {
  assertTransition,
  Campaign,
  CampaignDraft,
  CampaignInput,
  CampaignStatus,
  FinishedReason,
  REJECTABLE,
  spentTokens,
  STATUS_LABELS,
  unspentTokens,
  UNITS_PER_TOKEN,
  validateCampaign,
  validateRejectionReason,
} from '../domain/campaign';
import { CampaignError } from '../domain/campaigns.error';
import { CampaignEvents } from '../ports/campaign-events';
import { CampaignNotifier } from '../ports/campaign-notifier';
import {
  CampaignRepository,
  FinishedCampaign,
  ReviewedCampaign,
  StatsBucket,
} from '../ports/campaign.repository';

export class CampaignSettings {
  constructor(
    readonly tokensPerCredit = 100,
    readonly now: () => Date = () => new Date(),
  ) {}
}

export type CampaignPatch = Partial<Omit<CampaignInput, 'ads'>> & { ads?: CampaignInput['ads'] };

export type Granularity = 'hour' | 'day';

export interface StatsPoint {
  bucket: Date;
  impressions: number;
  clicks: number;
  spentUnits: number;
}

const MAX_RANGE_MS: Record<Granularity, number> = {
  hour: 14 * 86_400_000,
  day: 366 * 86_400_000,
};

function notFound(): CampaignError {
  return new CampaignError('CAMPAIGNS.NOT_FOUND', 'No encontramos esa campaña.');
}

function truncate(at: Date, granularity: Granularity): Date {
  const d = new Date(at);
  d.setUTCMinutes(0, 0, 0);
  if (granularity === 'day') {
    d.setUTCHours(0);
  }
  return d;
}

/** Campaigns of an advertiser: settings, status, the budget held in the ledger, and figures. */
@Injectable()
export class CampaignService {
  constructor(
    private readonly campaigns: CampaignRepository,
    private readonly ledger: CreditLedger,
    private readonly transactions: Transactions,
    private readonly settings: CampaignSettings,
    private readonly notifier: CampaignNotifier,
    private readonly events: CampaignEvents,
  ) {}

  /**
   * Creates a campaign with its ads; `launch` starts it at once, reserving its whole budget from
   * the advertiser's credits in the same transaction (nothing is saved when they do not cover it).
   */
  async create(viewer: Viewer, input: CampaignInput, launch: boolean): Promise<Campaign> {
    const draft = validateCampaign(input, this.rules());
    await this.checkCreatives(viewer.id, draft);
    const created = await this.transactions.run(async () => {
      const saved = await this.campaigns.create(
        viewer.id,
        draft,
        launch ? 'active' : 'draft',
        this.settings.tokensPerCredit,
      );
      if (launch) {
        await this.reserveBudget(saved);
      }
      return this.reload(saved.id);
    });
    if (launch) {
      // once committed: a page read before would not see it
      await this.events.mayServe(created.id);
    }
    return created;
  }

  /** Changes settings; a new budget of a running campaign moves the reservation by the difference. */
  async update(viewer: Viewer, id: string, patch: CampaignPatch): Promise<Campaign> {
    const current = await this.ownedOrThrow(viewer, id);
    assertTransition('update', current.status);
    const startsAtFixed = current.status === 'draft' ? undefined : current.startsAt;
    const draft = validateCampaign(
      {
        name: patch.name ?? current.name,
        objective: patch.objective ?? current.objective,
        startsAt: patch.startsAt === undefined ? current.startsAt : patch.startsAt,
        endsAt: patch.endsAt === undefined ? current.endsAt : patch.endsAt,
        budgetCredits: patch.budgetCredits ?? current.budgetCredits,
        dailyCapCredits:
          patch.dailyCapCredits === undefined ? current.dailyCapCredits : patch.dailyCapCredits,
        bidModel: patch.bidModel ?? current.bidModel,
        bidCredits: patch.bidCredits ?? current.bidTokens / this.settings.tokensPerCredit,
        targetCategories: patch.targetCategories ?? current.targetCategories,
        targetHashtags: patch.targetHashtags ?? current.targetHashtags,
        ads: patch.ads ?? current.ads,
      },
      { ...this.rules(), startsAtFixed },
    );
    if (patch.ads) {
      await this.checkCreatives(viewer.id, draft);
    }
    if (
      draft.budgetCredits * this.settings.tokensPerCredit * UNITS_PER_TOKEN <
      current.spentUnits
    ) {
      throw new CampaignError(
        'CAMPAIGNS.INVALID_BUDGET',
        'El presupuesto no puede ser menor que lo que la campaña ya gastó.',
      );
    }
    const updated = await this.transactions.run(async () => {
      const saved = await this.campaigns.update(id, draft, this.settings.tokensPerCredit);
      if (saved.status === 'active' || saved.status === 'paused') {
        await this.reserveBudget(saved);
      }
      return this.reload(id);
    });
    if (updated.status === 'active') {
      // more budget or time may have brought it back
      await this.events.mayServe(id);
    }
    return updated;
  }

  async pause(viewer: Viewer, id: string): Promise<Campaign> {
    const current = await this.ownedOrThrow(viewer, id);
    assertTransition('pause', current.status);
    if (!(await this.campaigns.setStatus(id, ['active'], 'paused'))) {
      assertTransition('pause', (await this.reload(id)).status);
    }
    return this.reload(id);
  }

  /** Resumes a paused campaign, or starts a draft (reserving its budget). */
  async resume(viewer: Viewer, id: string): Promise<Campaign> {
    const current = await this.ownedOrThrow(viewer, id);
    assertTransition('resume', current.status);
    if (current.endsAt && current.endsAt <= this.settings.now()) {
      throw new CampaignError(
        'CAMPAIGNS.INVALID_SCHEDULE',
        'La campaña ya terminó: cambia su fecha de finalización para reanudarla.',
      );
    }
    const resumed = await this.transactions.run(async () => {
      if (!(await this.campaigns.setStatus(id, ['paused', 'draft'], 'active'))) {
        assertTransition('resume', (await this.reload(id)).status);
      }
      const started = await this.reload(id);
      await this.reserveBudget(started);
      return this.reload(id);
    });
    await this.events.mayServe(id);
    return resumed;
  }

  /** Stops a campaign for good; what it did not spend goes back to the advertiser. */
  async cancel(viewer: Viewer, id: string): Promise<Campaign> {
    const current = await this.ownedOrThrow(viewer, id);
    assertTransition('cancel', current.status);
    await this.finish(id, 'cancelled');
    return this.reload(id);
  }

  /**
   * Finishes a campaign (budget spent, end reached, cancelled) and gives back what it did not
   * spend, in one transaction; a second call changes nothing.
   */
  async finish(id: string, reason: FinishedReason): Promise<boolean> {
    return this.close(id, () => this.campaigns.finish(id, reason));
  }

  /**
   * The Mixel team rejects a draft, active or paused campaign with a reason its advertiser reads:
   * it serves no more and what it did not spend goes back, in one transaction, exactly like
   * finish. Rejecting a rejected campaign again changes nothing (its first reason stays, and the
   * advertiser is told once).
   */
  async reject(staff: Viewer, id: string, rawReason: string): Promise<Campaign> {
    const reason = validateRejectionReason(rawReason);
    const current = await this.reload(id);
    if (current.status === 'rejected') {
      return current;
    }
    if (!REJECTABLE.includes(current.status)) {
      throw new CampaignError(
        'CAMPAIGNS.WRONG_STATUS',
        `No se puede rechazar una campaña en estado ${STATUS_LABELS[current.status]}.`,
      );
    }
    const rejected = await this.close(id, () => this.campaigns.reject(id, reason));
    const after = await this.reload(id);
    if (!rejected && after.status !== 'rejected') {
      throw new CampaignError(
        'CAMPAIGNS.WRONG_STATUS',
        `No se puede rechazar una campaña en estado ${STATUS_LABELS[after.status]}.`,
      );
    }
    if (rejected) {
      await this.notifier.rejected({
        advertiserId: after.advertiserId,
        staffId: staff.id,
        campaignName: after.name,
        reason,
        postId: after.ads[0]?.postId ?? null,
      });
    }
    return after;
  }

  /** Campaigns of every advertiser, newest first, for the Mixel team to review. */
  forReview(status: CampaignStatus | null): Promise<ReviewedCampaign[]> {
    return this.campaigns.findForReview(status);
  }

  /** Ends a campaign through `end` and gives back what it did not spend, in one transaction. */
  private close(id: string, end: () => Promise<FinishedCampaign | null>): Promise<boolean> {
    return this.transactions.run(async () => {
      const finished = await end();
      if (!finished) {
        return false;
      }
      const back = unspentTokens(finished.reservedTokens, finished.spentUnits);
      if (back > 0) {
        const movement = {
          userId: finished.advertiserId,
          tokens: back,
          key: ledgerKeys.campaign(id, 'release', 'final'),
        };
        if (finished.spentUnits === 0) {
          await this.ledger.refund({ ...movement, reason: 'campaign.refund' });
        } else {
          await this.ledger.settle({ ...movement, reason: 'campaign.release' });
        }
      }
      return true;
    });
  }

  /** Finishes the campaigns whose end has come or whose budget is spent; answers how many. */
  async sweep(): Promise<number> {
    let finished = 0;
    for (const due of await this.campaigns.findDue(this.settings.now(), 200)) {
      if (await this.finish(due.id, due.reason)) {
        finished++;
      }
    }
    return finished;
  }

  mine(viewer: Viewer, status: CampaignStatus | null): Promise<Campaign[]> {
    return this.campaigns.findByAdvertiser(viewer.id, status);
  }

  /** The viewer's campaign; not found for anyone else's. */
  async ownedOrThrow(viewer: Viewer, id: string): Promise<Campaign> {
    const campaign = await this.campaigns.findById(id);
    if (!campaign || campaign.advertiserId !== viewer.id) {
      throw notFound();
    }
    return campaign;
  }

  async campaignStats(
    viewer: Viewer,
    campaignId: string,
    from: Date,
    to: Date,
    granularity: Granularity,
  ): Promise<StatsPoint[]> {
    await this.ownedOrThrow(viewer, campaignId);
    return this.series({ campaignId }, from, to, granularity);
  }

  async adStats(
    viewer: Viewer,
    adId: string,
    from: Date,
    to: Date,
    granularity: Granularity,
  ): Promise<StatsPoint[]> {
    const ad = await this.campaigns.findAd(adId);
    if (!ad || ad.advertiserId !== viewer.id) {
      throw new CampaignError('CAMPAIGNS.AD_NOT_FOUND', 'No encontramos ese anuncio.');
    }
    return this.series({ adId }, from, to, granularity);
  }

  /** The dashboard: the last `days` days by day for every campaign of the viewer. */
  async dashboard(viewer: Viewer, days: number) {
    const now = this.settings.now();
    const to = truncate(now, 'day');
    const from = new Date(to.getTime() - (days - 1) * 86_400_000);
    const byDay = await this.series({ advertiserId: viewer.id }, from, to, 'day');
    const active = await this.campaigns.findByAdvertiser(viewer.id, 'active');
    return { from, to, byDay, activeCampaigns: active };
  }

  /** Buckets from `from` to `to` (both truncated), every one present, zero when nothing happened. */
  private async series(
    scope: Parameters<CampaignRepository['stats']>[0],
    rawFrom: Date,
    rawTo: Date,
    granularity: Granularity,
  ): Promise<StatsPoint[]> {
    const from = truncate(rawFrom, granularity);
    const to = truncate(rawTo, granularity);
    if (
      Number.isNaN(from.getTime()) ||
      Number.isNaN(to.getTime()) ||
      to < from ||
      to.getTime() - from.getTime() > MAX_RANGE_MS[granularity]
    ) {
      throw new CampaignError(
        'CAMPAIGNS.INVALID_RANGE',
        granularity === 'hour'
          ? 'El rango por horas debe ir de una fecha a otra posterior, 14 días como máximo.'
          : 'El rango por días debe ir de una fecha a otra posterior, un año como máximo.',
      );
    }
    const rows = await this.campaigns.stats(scope, from, to, granularity);
    const byTime = new Map<number, StatsBucket>(rows.map((r) => [r.bucket.getTime(), r]));
    const step = granularity === 'hour' ? 3_600_000 : 86_400_000;
    const points: StatsPoint[] = [];
    for (let t = from.getTime(); t <= to.getTime(); t += step) {
      const row = byTime.get(t);
      points.push({
        bucket: new Date(t),
        impressions: row?.impressions ?? 0,
        clicks: row?.clicks ?? 0,
        spentUnits: row?.spentUnits ?? 0,
      });
    }
    return points;
  }

  private rules() {
    return { now: this.settings.now(), tokensPerCredit: this.settings.tokensPerCredit };
  }

  private async reload(id: string): Promise<Campaign> {
    const campaign = await this.campaigns.findById(id);
    if (!campaign) {
      throw notFound();
    }
    return campaign;
  }

  /** Creatives are the advertiser's own posts: announcement uploads or their public posts. */
  private async checkCreatives(advertiserId: string, draft: CampaignDraft): Promise<void> {
    const posts = await this.campaigns.creatives(draft.ads.map((a) => a.postId));
    for (const ad of draft.ads) {
      const post = posts.find((p) => p.id === ad.postId);
      if (
        !post ||
        post.authorId !== advertiserId ||
        post.status === 'failed' ||
        (!post.announcement && post.visibility !== 'public')
      ) {
        throw new CampaignError(
          'CAMPAIGNS.INVALID_CREATIVE',
          'La creatividad debe ser una publicación tuya: subida como anuncio o una de tus publicaciones públicas.',
        );
      }
    }
  }

  /** Moves the ledger's hold to the whole budget (reserving or releasing the difference). */
  private async reserveBudget(campaign: Campaign): Promise<void> {
    const target = Math.max(
      campaign.budgetCredits * this.settings.tokensPerCredit,
      spentTokens(campaign.spentUnits),
    );
    const delta = target - campaign.reservedTokens;
    if (delta === 0) {
      return;
    }
    const version = campaign.reserveVersion + 1;
    if (delta > 0) {
      const left = await this.ledger.reserve({
        userId: campaign.advertiserId,
        tokens: delta,
        reason: 'campaign.reserve',
        key: ledgerKeys.campaign(campaign.id, 'reserve', version),
      });
      if (left === null) {
        throw new CampaignError(
          'CAMPAIGNS.INSUFFICIENT_CREDITS',
          'No tienes créditos suficientes para el presupuesto de esta campaña. Compra créditos o reduce el presupuesto.',
        );
      }
    } else {
      await this.ledger.settle({
        userId: campaign.advertiserId,
        tokens: -delta,
        reason: 'campaign.release',
        key: ledgerKeys.campaign(campaign.id, 'release', version),
      });
    }
    if (!(await this.campaigns.setReserved(campaign.id, campaign.reserveVersion, target))) {
      throw new CampaignError(
        'CAMPAIGNS.WRONG_STATUS',
        'La campaña cambió mientras la guardabas. Inténtalo de nuevo.',
      );
    }
  }
}
