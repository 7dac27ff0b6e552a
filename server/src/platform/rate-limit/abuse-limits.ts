import { isNewAccount } from '../../kernel/viewer';

export { isNewAccount, NEW_ACCOUNT_HOURS } from '../../kernel/viewer';

/**
 * The per-user abuse limits, in one place: how many of each action an account may do per minute
 * and per day. Accounts younger than NEW_ACCOUNT_HOURS get the stricter column, since spam and
 * floods come overwhelmingly from accounts made for them. Likes, follows and comments are counted by
 * PostgreSQL in their own statement (`count_action`), the others by the RateLimiter port.
 */
export const LIMITED_ACTIONS = [
  'post',
  'comment',
  'like',
  'follow',
  'report',
  'generation',
] as const;
export type LimitedAction = (typeof LIMITED_ACTIONS)[number];

export interface ActionWindows {
  perMinute: number;
  perDay: number;
}

export const ABUSE_LIMITS: Record<
  LimitedAction,
  { established: ActionWindows; newAccount: ActionWindows }
> = {
  // uploads, GraphQL createPost and published generations alike
  post: { established: { perMinute: 10, perDay: 100 }, newAccount: { perMinute: 5, perDay: 25 } },
  // comments and replies
  comment: {
    established: { perMinute: 10, perDay: 500 },
    newAccount: { perMinute: 5, perDay: 60 },
  },
  // likes of posts and of comments (undoing one does not count)
  like: {
    established: { perMinute: 60, perDay: 2000 },
    newAccount: { perMinute: 30, perDay: 300 },
  },
  follow: {
    established: { perMinute: 30, perDay: 400 },
    newAccount: { perMinute: 10, perDay: 80 },
  },
  report: {
    established: { perMinute: 10, perDay: 100 },
    newAccount: { perMinute: 10, perDay: 30 },
  },
  // generation requests (each also costs tokens)
  generation: {
    established: { perMinute: 10, perDay: 300 },
    newAccount: { perMinute: 5, perDay: 60 },
  },
};

const WORDS: Record<LimitedAction, { burst: string; daily: string; again: string }> = {
  post: {
    burst: 'Has publicado mucho en poco tiempo.',
    daily: 'publicaciones',
    again: 'publicar',
  },
  comment: {
    burst: 'Has comentado mucho en poco tiempo.',
    daily: 'comentarios',
    again: 'comentar',
  },
  like: {
    burst: 'Has dado muchos «me gusta» en poco tiempo.',
    daily: '«me gusta»',
    again: 'dar «me gusta»',
  },
  follow: {
    burst: 'Has seguido a muchas cuentas en poco tiempo.',
    daily: 'cuentas seguidas',
    again: 'seguir cuentas',
  },
  report: {
    burst: 'Has enviado muchas denuncias seguidas.',
    daily: 'denuncias',
    again: 'denunciar',
  },
  generation: {
    burst: 'Has pedido muchas generaciones en poco tiempo.',
    daily: 'generaciones',
    again: 'generar',
  },
};

/** The windows that apply to this account now. */
export function limitsFor(
  action: LimitedAction,
  createdAt: Date | null | undefined,
  now: Date,
  scale = 1,
): ActionWindows {
  const limits = ABUSE_LIMITS[action];
  const windows = isNewAccount(createdAt, now) ? limits.newAccount : limits.established;
  return { perMinute: windows.perMinute * scale, perDay: windows.perDay * scale };
}

/** '40 segundos', '1 minuto', '3 horas': how long to wait, rounded up to the unit shown. */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const [n, one, many] =
    s < 60
      ? [s, 'segundo', 'segundos']
      : s < 3600
        ? [Math.ceil(s / 60), 'minuto', 'minutos']
        : [Math.ceil(s / 3600), 'hora', 'horas'];
  return `${n} ${n === 1 ? one : many}`;
}

/** The Spanish message of a refusal: a burst (the minute's limit) or the day's limit. */
export function limitMessage(
  action: LimitedAction,
  window: 'minute' | 'day',
  retryAfterSeconds: number,
  newAccount: boolean,
): string {
  const words = WORDS[action];
  const wait = waitText(retryAfterSeconds);
  if (window === 'minute') {
    return `${words.burst} Espera ${wait} e inténtalo de nuevo.`;
  }
  const whose = newAccount ? ' de las cuentas nuevas' : '';
  return `Llegaste al límite diario de ${words.daily}${whose}. Podrás ${words.again} de nuevo en ${wait}.`;
}
