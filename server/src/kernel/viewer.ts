import type { Plan } from '../billing/domain/plans';
import type { ContentLevel } from './content-level';

/** Who is looking, as every module's use cases take it: null (elsewhere) for visitors. */
export interface Viewer {
  id: string;
  plan: Plan;
  /** The highest content level they chose to browse; absent reads as `general`. */
  browsingLevel?: ContentLevel;
}
