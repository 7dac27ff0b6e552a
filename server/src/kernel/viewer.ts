import type { Plan } from '../billing/domain/plans';

/** Who is looking, as every module's use cases take it: null (elsewhere) for visitors. */
export interface Viewer {
  id: string;
  plan: Plan;
}
