/** The tab the plans modal opens on next time ('Comprar créditos' buttons ask for credits). */
export type PlansTab = 'plans' | 'credits';

let requested: PlansTab | null = null;

export function requestPlansTab(tab: PlansTab): void {
  requested = tab;
}

export function requestedPlansTab(): PlansTab {
  return requested ?? 'plans';
}

/** Called once the modal has opened: the next opening starts on the plans again. */
export function clearRequestedPlansTab(): void {
  requested = null;
}
