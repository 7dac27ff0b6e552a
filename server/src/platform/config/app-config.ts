import { plainToInstance, Transform } from 'class-transformer';
import { DEFAULT_GRAPHQL_LIMITS } from '../graphql/armor-options';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';
import { resolve } from 'node:path';

const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);
const toBool = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : ['1', 'true', 'yes'].includes(String(value));
const emptyAsUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/**
 * One preset → provider entry: `preset=provider:model`; a Leonardo model may add `@STYLE_NAME`
 * (sent as presetStyle) or `@<style UUID>` (sent as styleUUID). `@` appears in no model id.
 */
const PRESET_PROVIDER = String.raw`[a-z0-9-]+=(?:[a-z]+:[\w.:/-]+|leonardo:[\w.-]+@(?:[A-Z][A-Z0-9_]*|[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}))`;

/** LOG_FORMAT: `auto` is readable lines on a terminal and JSON lines anywhere else. */
export type LogFormat = 'auto' | 'json' | 'pretty';

const LOG_FORMATS: readonly LogFormat[] = ['auto', 'json', 'pretty'];

/** Every environment variable the app reads; validated once at start. */
class EnvironmentVariables {
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(65535) PORT?: number;
  @IsOptional() @IsString() HOST?: string;
  @IsOptional() @IsString() DATA_DIR?: string;
  @IsOptional()
  @Transform(emptyAsUndefined)
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'must be a postgres:// connection URL' })
  DATABASE_URL?: string;
  @IsOptional()
  @Transform(emptyAsUndefined)
  @Matches(/^rediss?:\/\/.+/, { message: 'must be a redis:// URL' })
  REDIS_URL?: string;
  @IsOptional() @Transform(emptyAsUndefined) @IsString() @MinLength(32) JWT_SECRET?: string;
  @IsOptional()
  @Transform(emptyAsUndefined)
  @Matches(/^\d+[smhd]$/, { message: 'must look like 15m, 12h or 7d' })
  JWT_TTL?: string;
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) AUTH_RATE_LIMIT_PER_MINUTE?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) ABUSE_LIMIT_SCALE?: number;
  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL?: string;
  @IsOptional() @Transform(emptyAsUndefined) @IsIn(LOG_FORMATS) LOG_FORMAT?: LogFormat;
  @IsOptional() @Transform(toBool) @IsBoolean() SEED_DEMO?: boolean;
  @IsOptional() @Transform(toBool) @IsBoolean() TRUST_PROXY?: boolean;
  @IsOptional() @Transform(emptyAsUndefined) @IsUrl({ require_tld: false }) PUBLIC_URL?: string;
  @IsOptional() @Transform(emptyAsUndefined) @IsUrl({ require_tld: false }) OIDC_ISSUER?: string;
  @IsOptional() @Transform(emptyAsUndefined) @IsString() OIDC_CLIENT_ID?: string;
  @IsOptional() @Transform(emptyAsUndefined) @IsString() OIDC_CLIENT_SECRET?: string;
  @IsOptional() @Transform(emptyAsUndefined) @IsString() OIDC_NAME?: string;
  @IsOptional() @Transform(emptyAsUndefined) @IsString() OIDC_SCOPES?: string;
  @IsOptional() @Transform(emptyAsUndefined) @IsUrl({ require_tld: false }) S3_ENDPOINT?: string;
  @IsOptional() @Transform(emptyAsUndefined) @IsString() S3_REGION?: string;
  @IsOptional() @Transform(emptyAsUndefined) @IsString() S3_BUCKET?: string;
  @IsOptional() @Transform(emptyAsUndefined) @IsString() S3_ACCESS_KEY_ID?: string;
  @IsOptional() @Transform(emptyAsUndefined) @IsString() S3_SECRET_ACCESS_KEY?: string;
  @IsOptional() @Transform(toBool) @IsBoolean() S3_FORCE_PATH_STYLE?: boolean;
  @IsOptional()
  @Transform(emptyAsUndefined)
  @IsUrl({ require_tld: false })
  MEDIA_PUBLIC_BASE_URL?: string;
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'must be a whole number of tokens, such as 5' })
  @Min(0, { message: 'must be 0 tokens or more' })
  COMMISSION_PER_DOWNLOAD?: number;
  @IsOptional() @IsIn(['USD', 'COP']) BILLING_CURRENCY?: string;
  @IsOptional() @Transform(toBool) @IsBoolean() PAYMENTS_SANDBOX?: boolean;
  @IsOptional() @Transform(emptyAsUndefined) @IsString() MERCADOPAGO_ACCESS_TOKEN?: string;
  @IsOptional() @Transform(emptyAsUndefined) @IsString() MERCADOPAGO_WEBHOOK_SECRET?: string;
  @IsOptional()
  @Transform(emptyAsUndefined)
  @IsUrl({ require_tld: false })
  MERCADOPAGO_BASE_URL?: string;
  @IsOptional() @Transform(emptyAsUndefined) @IsString() WOMPI_PUBLIC_KEY?: string;
  @IsOptional() @Transform(emptyAsUndefined) @IsString() WOMPI_PRIVATE_KEY?: string;
  @IsOptional() @Transform(emptyAsUndefined) @IsString() WOMPI_INTEGRITY_SECRET?: string;
  @IsOptional() @Transform(emptyAsUndefined) @IsString() WOMPI_EVENTS_SECRET?: string;
  @IsOptional() @Transform(emptyAsUndefined) @IsUrl({ require_tld: false }) WOMPI_BASE_URL?: string;
  @IsOptional()
  @Transform(emptyAsUndefined)
  @IsUrl({ require_tld: false })
  WOMPI_CHECKOUT_URL?: string;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) TOKENS_PER_CREDIT?: number;
  @IsOptional() @Transform(emptyAsUndefined) @IsString() OPENAI_API_KEY?: string;
  @IsOptional()
  @Transform(emptyAsUndefined)
  @IsUrl({ require_tld: false })
  OPENAI_BASE_URL?: string;
  @IsOptional() @Transform(emptyAsUndefined) @IsString() LEONARDO_API_KEY?: string;
  @IsOptional()
  @Transform(emptyAsUndefined)
  @IsUrl({ require_tld: false })
  LEONARDO_BASE_URL?: string;
  @IsOptional()
  @Transform(emptyAsUndefined)
  @IsString()
  @MinLength(16)
  LEONARDO_WEBHOOK_KEY?: string;
  @IsOptional() @Transform(emptyAsUndefined) @IsString() REPLICATE_API_TOKEN?: string;
  @IsOptional()
  @Transform(emptyAsUndefined)
  @Matches(/^whsec_[A-Za-z0-9+/]+={0,2}$/, { message: 'must look like whsec_<base64>' })
  REPLICATE_WEBHOOK_SECRET?: string;
  @IsOptional()
  @Transform(emptyAsUndefined)
  @IsUrl({ require_tld: false })
  REPLICATE_BASE_URL?: string;
  @IsOptional() @Transform(toInt) @IsInt() @Min(10) GENERATION_POLL_MS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(100) GENERATION_TIMEOUT_MS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(100) GENERATION_WAIT_MS?: number;
  @IsOptional()
  @Transform(emptyAsUndefined)
  @Matches(new RegExp(`^${PRESET_PROVIDER}(,${PRESET_PROVIDER})*$`), {
    message:
      'must look like gpt-image-1=openai:gpt-image-1,flux-schnell=replicate:owner/name[:version],' +
      'stock-photography=leonardo:<model id>[@<PRESET_STYLE or style UUID>]',
  })
  GENERATION_PRESET_PROVIDERS?: string;
  @IsOptional() @Transform(toBool) @IsBoolean() RUN_JOBS?: boolean;
  @IsOptional() @Transform(toInt) @IsInt() @Min(100) DATABASE_CONNECT_TIMEOUT_MS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) DATABASE_QUERY_TIMEOUT_MS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1000) QUEUE_LOCK_MS?: number;
  @IsOptional()
  @Transform(emptyAsUndefined)
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'must be 1 to 64 letters, digits, - or _' })
  REDIS_PREFIX?: string;
  @IsOptional() @Transform(emptyAsUndefined) @IsString() FFMPEG_PATH?: string;
  @IsOptional() @Transform(emptyAsUndefined) @IsString() FFPROBE_PATH?: string;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(50) GRAPHQL_MAX_DEPTH?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(10) GRAPHQL_MAX_COST?: number;
  @IsOptional() @Transform(toBool) @IsBoolean() GRAPHQL_INTROSPECTION?: boolean;
  @IsOptional() @Transform(toBool) @IsBoolean() GRAPHQL_IDE?: boolean;
  @IsOptional()
  @Transform(emptyAsUndefined)
  @Matches(/^smtps?:\/\/.+/, { message: 'must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;
  @IsOptional()
  @Transform(emptyAsUndefined)
  @Matches(/^(?:[^<>@\s][^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, {
    message: 'must be an address, such as Mixel <no-reply@example.com>',
  })
  MAIL_FROM?: string;
  @IsOptional() @IsString() NODE_ENV?: string;
}

export interface S3Config {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  name: string;
  scopes: string;
}

/** The parsed configuration; the one place that reads process.env is loadConfig. */
export class AppConfig {
  port!: number;
  host!: string;
  dataDir!: string;
  databaseUrl?: string;
  redisUrl?: string;
  jwtSecret?: string;
  jwtTtl!: string;
  authRateLimitPerMinute!: number;
  /** Multiplies every per-user abuse limit (tests that seed many posts raise it; production 1). */
  abuseLimitScale!: number;
  logLevel!: string;
  /** auto: readable lines when stdout is a terminal, JSON lines otherwise. */
  logFormat!: LogFormat;
  seedDemo!: boolean;
  trustProxy!: boolean;
  publicUrl?: string;
  oidc?: OidcConfig;
  s3?: S3Config;
  mediaPublicBaseUrl?: string;
  /** Tokens an uploader earns per paid download of a monetized post (once per downloader). */
  commissionTokens!: number;
  /** Payment gateways; with none configured (or PAYMENTS_SANDBOX=true) the sandbox is on. */
  payments!: {
    currency: 'USD' | 'COP';
    sandbox: boolean;
    mercadopago?: { accessToken: string; webhookSecret: string; baseUrl?: string };
    wompi?: {
      publicKey: string;
      privateKey: string;
      integritySecret: string;
      eventsSecret: string;
      baseUrl?: string;
      checkoutUrl?: string;
    };
  };
  /** Tokens in one credit: the balance is kept in tokens, plans and packages are sold in credits. */
  tokensPerCredit!: number;
  openai?: { apiKey: string; baseUrl: string };
  leonardo?: { apiKey: string; baseUrl: string };
  replicate?: { apiToken: string; baseUrl: string };
  /** The bearer key Leonardo sends to our webhook (set on the Leonardo API key). */
  leonardoWebhookKey?: string;
  /** Replicate's webhook signing secret (whsec_…); with PUBLIC_URL, predictions call back. */
  replicateWebhookSecret?: string;
  generationPollMs!: number;
  /** How long one call to an image provider may take before it counts as failed (then retried). */
  generationTimeoutMs!: number;
  /** How long POST /api/ai/predictions waits for the images before answering 202 (still running). */
  generationWaitMs!: number;
  /** preset id → provider, the provider's model name and (Leonardo) a style of that model */
  presetProviders!: Record<string, { provider: string; model: string; style?: string }>;
  runJobs!: boolean;
  /** How long a new database connection may take, and a query may wait for its answer (0: no limit). */
  databaseTimeouts!: { connectMs: number; queryMs: number };
  /** BullMQ's job lock: a worker that stops renewing it (killed) has its job retried after this. */
  queueLockMs!: number;
  /**
   * The first part of every key and channel this deployment uses in Redis (BullMQ's queues,
   * rate-limit counts, pub/sub channels): every instance and worker of one deployment shares it;
   * another deployment on the same Redis (staging) takes its own.
   */
  redisPrefix!: string;
  ffmpegPath?: string;
  ffprobePath?: string;
  graphqlMaxDepth!: number;
  graphqlMaxCost!: number;
  /** Schema introspection (integrators' tools); on unless turned off. */
  graphqlIntrospection!: boolean;
  /** The bundled GraphiQL at GET /graphql for browsers; on unless turned off. */
  graphqlIde!: boolean;
  clientDir!: string;
  /**
   * Outgoing mail: SMTP when smtpUrl is set; otherwise each message is kept in DATA_DIR/mail,
   * listed at /dev/mail when devInbox (not production) for requests from this machine.
   */
  mail!: { smtpUrl?: string; from: string; devInbox: boolean };
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = plainToInstance(EnvironmentVariables, { ...env });
  const errors = validateSync(parsed, { whitelist: true, forbidUnknownValues: false });
  const problems = errors.map(
    (e) =>
      `${e.property}: ${Object.values(e.constraints ?? {}).join(', ')} (got "${String(e.value)}")`,
  );
  const oidcVars = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
  const oidcSet = oidcVars.filter((k) => parsed[k]);
  if (oidcSet.length > 0 && oidcSet.length < oidcVars.length) {
    const missing = oidcVars.filter((k) => !parsed[k]);
    problems.push(`${missing.join(', ')}: required when ${oidcSet.join(', ')} is set`);
  }
  const s3Vars = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const s3Set = s3Vars.filter((k) => parsed[k]);
  if ((s3Set.length > 0 || parsed.S3_ENDPOINT) && s3Set.length < s3Vars.length) {
    const missing = s3Vars.filter((k) => !parsed[k]);
    problems.push(`${missing.join(', ')}: required for S3 media storage`);
  }
  const groups = {
    MercadoPago: ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_WEBHOOK_SECRET'],
    Wompi: [
      'WOMPI_PUBLIC_KEY',
      'WOMPI_PRIVATE_KEY',
      'WOMPI_INTEGRITY_SECRET',
      'WOMPI_EVENTS_SECRET',
    ],
  } as const;
  for (const [gateway, vars] of Object.entries(groups)) {
    const set = vars.filter((k) => parsed[k]);
    if (set.length > 0 && set.length < vars.length) {
      const missing = vars.filter((k) => !parsed[k]);
      problems.push(`${missing.join(', ')}: required for ${gateway} payments`);
    }
  }
  if (parsed.BILLING_CURRENCY === 'USD' && parsed.WOMPI_PUBLIC_KEY) {
    problems.push('BILLING_CURRENCY: Wompi charges only in COP');
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  const config = new AppConfig();
  config.port = parsed.PORT ?? 3000;
  config.host = parsed.HOST ?? '0.0.0.0';
  config.dataDir = resolve(parsed.DATA_DIR ?? 'data');
  config.databaseUrl = parsed.DATABASE_URL;
  config.redisUrl = parsed.REDIS_URL;
  config.jwtSecret = parsed.JWT_SECRET;
  config.jwtTtl = parsed.JWT_TTL ?? '7d';
  config.authRateLimitPerMinute = parsed.AUTH_RATE_LIMIT_PER_MINUTE ?? 10;
  config.abuseLimitScale = parsed.ABUSE_LIMIT_SCALE ?? 1;
  config.logLevel = parsed.LOG_LEVEL ?? 'info';
  config.logFormat = parsed.LOG_FORMAT ?? 'auto';
  config.seedDemo = parsed.SEED_DEMO ?? true;
  config.trustProxy = parsed.TRUST_PROXY ?? false;
  config.publicUrl = parsed.PUBLIC_URL;
  config.graphqlMaxDepth = parsed.GRAPHQL_MAX_DEPTH ?? DEFAULT_GRAPHQL_LIMITS.maxDepth;
  config.graphqlMaxCost = parsed.GRAPHQL_MAX_COST ?? DEFAULT_GRAPHQL_LIMITS.maxCost;
  config.graphqlIntrospection = parsed.GRAPHQL_INTROSPECTION ?? true;
  config.graphqlIde = parsed.GRAPHQL_IDE ?? true;
  config.clientDir = resolve(__dirname, '../../../../client');
  if (parsed.OIDC_ISSUER && parsed.OIDC_CLIENT_ID && parsed.OIDC_CLIENT_SECRET) {
    config.oidc = {
      issuer: parsed.OIDC_ISSUER,
      clientId: parsed.OIDC_CLIENT_ID,
      clientSecret: parsed.OIDC_CLIENT_SECRET,
      name: parsed.OIDC_NAME ?? 'OpenID',
      scopes: parsed.OIDC_SCOPES ?? 'openid email profile',
    };
  }
  if (parsed.S3_BUCKET && parsed.S3_ACCESS_KEY_ID && parsed.S3_SECRET_ACCESS_KEY) {
    config.s3 = {
      endpoint: parsed.S3_ENDPOINT,
      region: parsed.S3_REGION ?? 'us-east-1',
      bucket: parsed.S3_BUCKET,
      accessKeyId: parsed.S3_ACCESS_KEY_ID,
      secretAccessKey: parsed.S3_SECRET_ACCESS_KEY,
      forcePathStyle: parsed.S3_FORCE_PATH_STYLE ?? Boolean(parsed.S3_ENDPOINT),
    };
  }
  config.mediaPublicBaseUrl = parsed.MEDIA_PUBLIC_BASE_URL;
  config.commissionTokens = parsed.COMMISSION_PER_DOWNLOAD ?? 5;
  config.tokensPerCredit = parsed.TOKENS_PER_CREDIT ?? 100;
  const mercadopago =
    parsed.MERCADOPAGO_ACCESS_TOKEN && parsed.MERCADOPAGO_WEBHOOK_SECRET
      ? {
          accessToken: parsed.MERCADOPAGO_ACCESS_TOKEN,
          webhookSecret: parsed.MERCADOPAGO_WEBHOOK_SECRET,
          baseUrl: parsed.MERCADOPAGO_BASE_URL,
        }
      : undefined;
  const wompi =
    parsed.WOMPI_PUBLIC_KEY &&
    parsed.WOMPI_PRIVATE_KEY &&
    parsed.WOMPI_INTEGRITY_SECRET &&
    parsed.WOMPI_EVENTS_SECRET
      ? {
          publicKey: parsed.WOMPI_PUBLIC_KEY,
          privateKey: parsed.WOMPI_PRIVATE_KEY,
          integritySecret: parsed.WOMPI_INTEGRITY_SECRET,
          eventsSecret: parsed.WOMPI_EVENTS_SECRET,
          baseUrl: parsed.WOMPI_BASE_URL,
          checkoutUrl: parsed.WOMPI_CHECKOUT_URL,
        }
      : undefined;
  const colombian = Boolean(mercadopago || wompi);
  config.payments = {
    // the Colombian gateways charge in pesos; the sandbox shows the spec's dollar prices
    currency: (parsed.BILLING_CURRENCY as 'USD' | 'COP' | undefined) ?? (colombian ? 'COP' : 'USD'),
    sandbox: parsed.PAYMENTS_SANDBOX ?? !colombian,
    mercadopago,
    wompi,
  };
  config.openai = parsed.OPENAI_API_KEY
    ? {
        apiKey: parsed.OPENAI_API_KEY,
        baseUrl: parsed.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
      }
    : undefined;
  config.leonardo = parsed.LEONARDO_API_KEY
    ? {
        apiKey: parsed.LEONARDO_API_KEY,
        baseUrl: parsed.LEONARDO_BASE_URL ?? 'https://cloud.leonardo.ai/api/rest/v1',
      }
    : undefined;
  config.replicate = parsed.REPLICATE_API_TOKEN
    ? {
        apiToken: parsed.REPLICATE_API_TOKEN,
        baseUrl: parsed.REPLICATE_BASE_URL ?? 'https://api.replicate.com/v1',
      }
    : undefined;
  config.leonardoWebhookKey = parsed.LEONARDO_WEBHOOK_KEY;
  config.replicateWebhookSecret = parsed.REPLICATE_WEBHOOK_SECRET;
  config.generationPollMs = parsed.GENERATION_POLL_MS ?? 2000;
  config.generationTimeoutMs = parsed.GENERATION_TIMEOUT_MS ?? 120_000;
  config.generationWaitMs = parsed.GENERATION_WAIT_MS ?? 120_000;
  config.presetProviders = Object.fromEntries(
    (
      parsed.GENERATION_PRESET_PROVIDERS ??
      (parsed.OPENAI_API_KEY ? 'gpt-image-1=openai:gpt-image-1' : '')
    )
      .split(',')
      .filter(Boolean)
      .map((entry) => {
        const [preset, target] = entry.split('=');
        const [provider, ...rest] = target.split(':');
        const [model, style] = rest.join(':').split('@');
        return [preset, style ? { provider, model, style } : { provider, model }];
      }),
  );
  config.runJobs = parsed.RUN_JOBS ?? true;
  config.databaseTimeouts = {
    connectMs: parsed.DATABASE_CONNECT_TIMEOUT_MS ?? 5_000,
    queryMs: parsed.DATABASE_QUERY_TIMEOUT_MS ?? 30_000,
  };
  config.queueLockMs = parsed.QUEUE_LOCK_MS ?? 30_000;
  config.redisPrefix = parsed.REDIS_PREFIX ?? 'mixel';
  config.ffmpegPath = parsed.FFMPEG_PATH;
  config.ffprobePath = parsed.FFPROBE_PATH;
  config.mail = {
    smtpUrl: parsed.SMTP_URL,
    from: parsed.MAIL_FROM ?? 'Mixel <no-reply@mixel.local>',
    devInbox: !parsed.SMTP_URL && parsed.NODE_ENV !== 'production',
  };
  return config;
}
