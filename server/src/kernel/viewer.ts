import type { Plan } from '../billing/domain/plans';

/** Who is looking, as every module's use cases take it: null (elsewhere) for visitors. */
export interface Viewer {
  id: string;
  plan: Plan;
  /** When the account was made (signed-in requests carry it): newer accounts get stricter abuse limits. */
  createdAt?: Date;
}
