import { useMutation, useQuery } from '@apollo/client/react';
import { Check, Coins, Upload } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getFragmentData } from '../../../gql';
import { errorCode, errorMessage } from '../../../shared/graphql/errors';
import { useOverlays } from '../../../shared/hooks/overlays';
import { Button } from '../../../shared/ui/Button';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/notify';
import type { SessionUser } from '../../accounts/session/SessionProvider';
import { requestPlansTab } from '../../billing/plans-tab';
import { UPLOAD_EVENT, type UploadedDetail } from '../../posts/components/upload-runner';
import { creditsLabel } from '../../../shared/format/credits';
import { formatCtr, formatDate, formatEstimate } from '../ad-format';
import {
  CTAS,
  ctaLabel,
  EMPTY_FORM,
  decimalText,
  firstInvalidStep,
  formFromCampaign,
  MAX_ADS,
  MIN_BID,
  parseDecimal,
  parseHashtags,
  STEPS,
  stepOfErrorCode,
  toCampaignInput,
  validateStep,
  type CampaignForm,
  type Cta,
  type FormErrors,
  type Step,
} from '../campaign-form';
import { AdPreviewTile } from '../components/AdPreviewTile';
import { AdsPage } from '../components/AdsPage';
import { useCreatives } from '../hooks/useCreatives';
import {
  adCategoriesQuery,
  campaignFieldsFragment,
  campaignQuery,
  createCampaignMutation,
  estimateReachQuery,
} from '../operations';
import { adsStrings as s } from '../strings';

/** /ad_tools/create: the step-by-step campaign form, with a live preview and estimated reach. */
export default function CreateCampaignPage() {
  const [params] = useSearchParams();
  const from = params.get('from');
  return (
    <AdsPage title={from ? s.duplicateCampaignTitle : s.createCampaignTitle}>
      {(user) =>
        from ? (
          <Duplicate key={from} id={from} user={user} />
        ) : (
          <Wizard user={user} initial={EMPTY_FORM} />
        )
      }
    </AdsPage>
  );
}

function Duplicate({ id, user }: { id: string; user: SessionUser }) {
  const { data, error } = useQuery(campaignQuery, { variables: { id } });
  const campaign = getFragmentData(campaignFieldsFragment, data?.campaign);
  if (error) {
    return (
      <div className="alert alert--error" role="alert">
        <p>{s.notFoundCampaign}</p>
      </div>
    );
  }
  if (!campaign) {
    return <Skeleton height="24rem" />;
  }
  return <Wizard user={user} initial={formFromCampaign(campaign, s.copyOf)} />;
}

function Wizard({ user, initial }: { user: SessionUser; initial: CampaignForm }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<CampaignForm>(initial);
  const [step, setStep] = useState<Step>('objective');
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState<'draft' | 'launch' | null>(null);
  const [create] = useMutation(createCampaignMutation, {
    refetchQueries: ['MyCampaigns', 'AdDashboard'],
  });
  const creatives = useCreatives();
  const anyProcessing = creatives.list.some((p) => p.status === 'processing');
  const { startPolling, stopPolling } = creatives;
  useEffect(() => {
    if (anyProcessing) {
      startPolling(3000);
      return () => stopPolling();
    }
    return undefined;
  }, [anyProcessing, startPolling, stopPolling]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const index = STEPS.indexOf(step);
  const ctx = (launching: boolean) => ({ now: new Date(), balance: user.credits, launching });

  const patch = (p: Partial<CampaignForm>) => {
    setForm((f) => ({ ...f, ...p }));
    setServerError(null);
  };

  // an announcement uploaded from here becomes the ad's creative
  const { refetch: refetchCreatives } = creatives;
  useEffect(() => {
    const onUploaded = (event: Event) => {
      const { id } = (event as CustomEvent<UploadedDetail>).detail;
      void refetchCreatives();
      setForm((f) =>
        f.ads.length >= MAX_ADS || f.ads.some((a) => a.postId === id)
          ? f
          : {
              ...f,
              ads: [
                ...f.ads,
                { postId: id, cta: 'ver mas', destinationUrl: f.ads[0]?.destinationUrl ?? '' },
              ],
            },
      );
    };
    window.addEventListener(UPLOAD_EVENT, onUploaded);
    return () => window.removeEventListener(UPLOAD_EVENT, onUploaded);
  }, [refetchCreatives]);

  const go = (next: Step) => {
    setStep(next);
    setErrors({});
    window.requestAnimationFrame(() => headingRef.current?.focus());
  };

  const nextStep = () => {
    // the budget step refuses more than the balance: launching is what the form leads to
    const found = validateStep(step, form, ctx(true));
    setErrors(found);
    if (Object.keys(found).length === 0) {
      go(STEPS[index + 1]);
    }
  };

  const submit = async (launch: boolean) => {
    const c = ctx(launch);
    const bad = firstInvalidStep(form, c);
    if (bad) {
      setStep(bad);
      setErrors(validateStep(bad, form, c));
      notify.error(s.fixErrors, 'ads-wizard');
      return;
    }
    setSubmitting(launch ? 'launch' : 'draft');
    try {
      await create({ variables: { input: toCampaignInput(form, launch) } });
      notify.success(launch ? s.campaignLaunched : s.draftSaved, 'ads-wizard');
      void navigate('/ad_tools/campaigns');
    } catch (error) {
      const target = stepOfErrorCode(errorCode(error));
      setStep(target);
      setServerError(errorMessage(error, s.loadError));
    } finally {
      setSubmitting(null);
    }
  };

  const firstAd = form.ads[0];
  const preview = firstAd ? creatives.byId.get(firstAd.postId) : undefined;

  return (
    <div className="ads-wizard">
      <ol className="ads-steps">
        {STEPS.map((st, i) => (
          <li
            key={st}
            className={`ads-steps__item${st === step ? ' is-current' : ''}${i < index ? ' is-done' : ''}`}
            aria-current={st === step ? 'step' : undefined}
          >
            <span className="ads-steps__dot" aria-hidden="true">
              {i < index ? <Check size={14} /> : i + 1}
            </span>
            <span className="ads-steps__label">{s.steps[st]}</span>
          </li>
        ))}
      </ol>
      <form
        className="card card--padded ads-wizard__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (step === 'review') {
            void submit(true);
          } else {
            nextStep();
          }
        }}
      >
        <p className="ads-muted">{s.stepOf(index + 1, STEPS.length)}</p>
        <h2 className="ads-h2" tabIndex={-1} ref={headingRef}>
          {s.steps[step]}
        </h2>
        {serverError ? (
          <div className="alert alert--error" role="alert">
            <p>{serverError}</p>
          </div>
        ) : null}
        {step === 'objective' ? <ObjectiveStep form={form} errors={errors} patch={patch} /> : null}
        {step === 'ads' ? (
          <AdsStep form={form} errors={errors} patch={patch} creatives={creatives} />
        ) : null}
        {step === 'audience' ? <AudienceStep form={form} errors={errors} patch={patch} /> : null}
        {step === 'budget' ? (
          <BudgetStep form={form} errors={errors} patch={patch} credits={user.credits} />
        ) : null}
        {step === 'review' ? <ReviewStep form={form} onEdit={go} creatives={creatives} /> : null}
        <div className="ads-wizard__nav">
          {index > 0 ? <Button onClick={() => go(STEPS[index - 1])}>{s.back}</Button> : <span />}
          {step === 'review' ? (
            <div className="ads-wizard__submit">
              <Button
                loading={submitting === 'draft'}
                disabled={submitting !== null}
                onClick={() => void submit(false)}
              >
                {s.saveDraft}
              </Button>
              <Button
                type="submit"
                variant="primary"
                loading={submitting === 'launch'}
                disabled={submitting !== null}
              >
                {s.launchCampaign}
              </Button>
            </div>
          ) : (
            <Button type="submit" variant="primary">
              {s.next}
            </Button>
          )}
        </div>
      </form>
      <aside className="ads-wizard__side">
        <section className="card card--padded ads-stack" aria-labelledby="ads-preview-title">
          <h2 id="ads-preview-title" className="ads-h3">
            {s.previewTitle}
          </h2>
          <AdPreviewTile
            creative={
              preview
                ? {
                    title: preview.title,
                    src: preview.src ?? null,
                    poster: preview.video?.poster ?? null,
                    authorName: preview.author.name,
                    dominantColor: preview.dominantColor,
                  }
                : null
            }
            cta={firstAd?.cta ?? 'ver mas'}
            destinationUrl={firstAd?.destinationUrl ?? ''}
          />
        </section>
        <ReachEstimate form={form} />
      </aside>
    </div>
  );
}

type StepProps = {
  form: CampaignForm;
  errors: FormErrors;
  patch: (p: Partial<CampaignForm>) => void;
};

function ObjectiveStep({ form, errors, patch }: StepProps) {
  return (
    <>
      <TextField
        label={s.name}
        placeholder={s.namePlaceholder}
        value={form.name}
        maxLength={80}
        error={errors.name}
        onChange={(e) => patch({ name: e.target.value })}
      />
      <fieldset className="ads-choices">
        <legend className="field__label">{s.objectiveLabel}</legend>
        {(['reach', 'clicks'] as const).map((o) => (
          <label key={o} className="ads-choice">
            <input
              type="radio"
              name="objective"
              value={o}
              checked={form.objective === o}
              onChange={() =>
                patch({
                  objective: o,
                  bidModel: o === 'reach' ? 'CPM' : 'CPC',
                  bidCredits: String(o === 'reach' ? 2 : 0.5),
                })
              }
            />
            <span className="ads-choice__label">{s.objective[o]}</span>
            <span className="ads-choice__hint">{s.objectiveHint[o]}</span>
          </label>
        ))}
      </fieldset>
    </>
  );
}

function AdsStep({
  form,
  errors,
  patch,
  creatives,
}: StepProps & { creatives: ReturnType<typeof useCreatives> }) {
  const overlays = useOverlays();
  const toggle = (postId: string) => {
    const has = form.ads.some((a) => a.postId === postId);
    if (has) {
      patch({ ads: form.ads.filter((a) => a.postId !== postId) });
    } else if (form.ads.length < MAX_ADS) {
      patch({
        ads: [
          ...form.ads,
          { postId, cta: 'ver mas', destinationUrl: form.ads[0]?.destinationUrl ?? '' },
        ],
      });
    }
  };
  const setAd = (i: number, p: Partial<{ cta: Cta; destinationUrl: string }>) =>
    patch({ ads: form.ads.map((a, j) => (i === j ? { ...a, ...p } : a)) });

  return (
    <>
      <fieldset className="ads-creatives">
        <legend className="field__label">{s.creativesLabel}</legend>
        <p className="field__hint">{s.creativesHint}</p>
        <div className="ads-creatives__upload">
          <Button icon={<Upload size={16} />} onClick={() => overlays.open('announcement')}>
            {s.uploadAnnouncement}
          </Button>
          <span className="ads-muted">{s.uploadAnnouncementHint}</span>
        </div>
        {!creatives.data ? <Skeleton height="8rem" /> : null}
        {creatives.data && creatives.list.length === 0 ? (
          <p className="ads-muted">{s.creativesEmpty}</p>
        ) : null}
        <ul className="ads-creatives__grid">
          {creatives.list.map((p) => {
            const chosen = form.ads.some((a) => a.postId === p.id);
            const image = p.src ?? p.video?.poster ?? null;
            return (
              <li key={p.id}>
                <button
                  type="button"
                  className={`ads-creative${chosen ? ' is-chosen' : ''}`}
                  aria-pressed={chosen}
                  onClick={() => toggle(p.id)}
                  style={{ background: p.dominantColor ?? undefined }}
                >
                  {image ? (
                    <img src={image} alt="" />
                  ) : (
                    <span className="spinner" aria-hidden="true" />
                  )}
                  <span className="ads-creative__title">{p.title}</span>
                  {p.announcement ? (
                    <span className="ads-creative__badge">{s.announcementBadge}</span>
                  ) : null}
                  {p.status === 'processing' ? (
                    <span className="ads-creative__badge">{s.processing}</span>
                  ) : null}
                  {chosen ? (
                    <span className="ads-creative__check" aria-hidden="true">
                      <Check size={16} />
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
        {errors.ads ? (
          <p className="field__error" role="alert">
            {errors.ads}
          </p>
        ) : null}
      </fieldset>
      {form.ads.map((ad, i) => (
        <fieldset key={ad.postId} className="ads-addraft">
          <legend className="ads-h3">
            {s.adN(i + 1)}: {creatives.byId.get(ad.postId)?.title ?? ''}
          </legend>
          <CtaSelect value={ad.cta} onChange={(cta) => setAd(i, { cta })} />
          <TextField
            label={s.destination}
            hint={s.destinationHint}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={ad.destinationUrl}
            error={errors[`ads.${i}.destinationUrl`]}
            onChange={(e) => setAd(i, { destinationUrl: e.target.value })}
          />
          <Button size="sm" variant="ghost" onClick={() => toggle(ad.postId)}>
            {s.removeAd}
          </Button>
        </fieldset>
      ))}
    </>
  );
}

function CtaSelect({ value, onChange }: { value: Cta; onChange: (cta: Cta) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {s.cta}
      </label>
      <select
        id={id}
        className="input"
        value={value}
        onChange={(e) => onChange(e.target.value as Cta)}
      >
        {CTAS.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function AudienceStep({ form, errors, patch }: StepProps) {
  const { data } = useQuery(adCategoriesQuery);
  const toggle = (c: string) =>
    patch({
      targetCategories: form.targetCategories.includes(c)
        ? form.targetCategories.filter((x) => x !== c)
        : [...form.targetCategories, c],
    });
  return (
    <>
      <fieldset className="ads-choices">
        <legend className="field__label">{s.categoriesLabel}</legend>
        <p className="field__hint">{s.categoriesHint}</p>
        <div className="ads-filters">
          {(data?.categories ?? []).map((c) => (
            <button
              key={c}
              type="button"
              className={`ads-chip${form.targetCategories.includes(c) ? ' is-active' : ''}`}
              aria-pressed={form.targetCategories.includes(c)}
              onClick={() => toggle(c)}
            >
              {c}
            </button>
          ))}
        </div>
        {errors.targetCategories ? (
          <p className="field__error" role="alert">
            {errors.targetCategories}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={s.hashtagsLabel}
        hint={s.hashtagsHint}
        placeholder={s.hashtagsPlaceholder}
        value={form.hashtags}
        error={errors.hashtags}
        onChange={(e) => patch({ hashtags: e.target.value })}
      />
    </>
  );
}

function BudgetStep({ form, errors, patch, credits }: StepProps & { credits: number }) {
  const overlays = useOverlays();
  return (
    <>
      <div className="ads-balance-note">
        <Coins size={18} aria-hidden="true" />
        <p>{s.balanceNote(credits)}</p>
        <Button
          size="sm"
          onClick={() => {
            requestPlansTab('credits');
            overlays.open('plans');
          }}
        >
          {s.buyCredits}
        </Button>
      </div>
      <div className="ads-grid2">
        <TextField
          label={s.budgetLabel}
          inputMode="numeric"
          value={form.budgetCredits}
          error={errors.budgetCredits}
          onChange={(e) => patch({ budgetCredits: e.target.value })}
        />
        <TextField
          label={s.dailyCapLabel}
          hint={s.dailyCapHint}
          inputMode="numeric"
          value={form.dailyCapCredits}
          error={errors.dailyCapCredits}
          onChange={(e) => patch({ dailyCapCredits: e.target.value })}
        />
      </div>
      <fieldset className="ads-choices">
        <legend className="field__label">{s.bidModelLabel}</legend>
        {(['CPM', 'CPC'] as const).map((m) => (
          <label key={m} className="ads-choice">
            <input
              type="radio"
              name="bidModel"
              value={m}
              checked={form.bidModel === m}
              onChange={() =>
                patch({
                  bidModel: m,
                  bidCredits:
                    parseDecimal(form.bidCredits) >= MIN_BID[m]
                      ? form.bidCredits
                      : decimalText(MIN_BID[m]),
                })
              }
            />
            <span className="ads-choice__label">{s.bidModel[m]}</span>
            <span className="ads-choice__hint">{s.bidModelHint[m]}</span>
          </label>
        ))}
      </fieldset>
      <TextField
        label={s.bidLabel(form.bidModel)}
        hint={s.bidHint(MIN_BID[form.bidModel])}
        inputMode="decimal"
        value={form.bidCredits}
        error={errors.bidCredits}
        onChange={(e) => patch({ bidCredits: e.target.value })}
      />
      <div className="ads-grid2">
        <TextField
          label={s.startsAtLabel}
          hint={s.startsAtHint}
          type="datetime-local"
          value={form.startsAt}
          error={errors.startsAt}
          onChange={(e) => patch({ startsAt: e.target.value })}
        />
        <TextField
          label={s.endsAtLabel}
          hint={s.endsAtHint}
          type="datetime-local"
          value={form.endsAt}
          error={errors.endsAt}
          onChange={(e) => patch({ endsAt: e.target.value })}
        />
      </div>
    </>
  );
}

/** A credits field as the review shows it: `0,5 créditos`, `1 crédito`. */
function creditsText(text: string): string {
  const n = parseDecimal(text);
  return Number.isFinite(n) ? creditsLabel(n) : text;
}

function ReviewStep({
  form,
  onEdit,
  creatives,
}: {
  form: CampaignForm;
  onEdit: (step: Step) => void;
  creatives: ReturnType<typeof useCreatives>;
}) {
  const tags = parseHashtags(form.hashtags);
  const audience = [...form.targetCategories, ...tags.map((t) => `#${t}`)];
  const rows: Array<{ step: Step; label: string; value: string }> = [
    { step: 'objective', label: s.name, value: form.name },
    { step: 'objective', label: s.objectiveLabel, value: s.objective[form.objective] },
    {
      step: 'ads',
      label: s.steps.ads,
      value: form.ads
        .map(
          (a) =>
            `${creatives.byId.get(a.postId)?.title ?? ''} · ${ctaLabel(a.cta)} · ${a.destinationUrl}`,
        )
        .join('\n'),
    },
    {
      step: 'audience',
      label: s.steps.audience,
      value: audience.length ? audience.join(', ') : s.everyone,
    },
    { step: 'budget', label: s.budgetLabel, value: creditsText(form.budgetCredits) },
    {
      step: 'budget',
      label: s.dailyCapLabel,
      value: form.dailyCapCredits.trim() ? creditsText(form.dailyCapCredits) : s.reviewNoCap,
    },
    {
      step: 'budget',
      label: s.bidLabel(form.bidModel),
      value: `${form.bidModel} · ${creditsText(form.bidCredits)}`,
    },
    {
      step: 'budget',
      label: s.startsAtLabel,
      value: form.startsAt ? formatDate(form.startsAt) : s.reviewNow,
    },
    {
      step: 'budget',
      label: s.endsAtLabel,
      value: form.endsAt ? formatDate(form.endsAt) : s.reviewNoEnd,
    },
  ];
  return (
    <>
      <dl className="ads-review">
        {rows.map((r) => (
          <div key={r.label} className="ads-review__row">
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onEdit(r.step)}
              aria-label={`${s.reviewEdit}: ${r.label}`}
            >
              {s.reviewEdit}
            </Button>
          </div>
        ))}
      </dl>
      <p className="ads-muted">{s.reviewReserve(parseDecimal(form.budgetCredits))}</p>
    </>
  );
}

function ReachEstimate({ form }: { form: CampaignForm }) {
  const budget = parseDecimal(form.budgetCredits);
  const bid = parseDecimal(form.bidCredits);
  const ok =
    Number.isInteger(budget) &&
    budget >= 1 &&
    Number.isFinite(bid) &&
    bid >= MIN_BID[form.bidModel];
  const variables = useMemo(
    () => ({
      targetCategories: form.targetCategories,
      targetHashtags: parseHashtags(form.hashtags).filter((h) => /^[\p{L}\p{N}_]{1,50}$/u.test(h)),
      budgetCredits: ok ? budget : 0,
      bidModel: form.bidModel,
      bidCredits: ok ? bid : 0,
    }),
    [form.targetCategories, form.hashtags, form.bidModel, ok, budget, bid],
  );
  const [debounced, setDebounced] = useState(variables);
  useEffect(() => {
    const t = window.setTimeout(() => setDebounced(variables), 300);
    return () => window.clearTimeout(t);
  }, [variables]);
  const { data, previousData } = useQuery(estimateReachQuery, { variables: debounced, skip: !ok });
  const e = (data ?? previousData)?.estimateCampaignReach;
  return (
    <section
      className="card card--padded ads-stack"
      aria-labelledby="ads-estimate-title"
      aria-live="polite"
    >
      <h2 id="ads-estimate-title" className="ads-h3">
        {s.estimateTitle}
      </h2>
      {!ok ? <p className="ads-muted">{s.estimateNeedsBudget}</p> : null}
      {ok && !e ? <Skeleton height="4rem" /> : null}
      {ok && e ? (
        <>
          <dl className="ads-estimate" data-testid="reach-estimate">
            <div>
              <dt>{s.estimateAudience}</dt>
              <dd>{s.estimatePeople(formatEstimate(e.audienceViewers))}</dd>
            </div>
            <div>
              <dt>{s.estimateImpressions}</dt>
              <dd>{s.estimateUpTo(formatEstimate(e.impressions))}</dd>
            </div>
            <div>
              <dt>{s.estimateClicks}</dt>
              <dd>{s.estimateUpTo(formatEstimate(e.clicks))}</dd>
            </div>
          </dl>
          <p className="ads-muted">{s.estimateNote(formatCtr(e.ctr))}</p>
        </>
      ) : null}
    </section>
  );
}
