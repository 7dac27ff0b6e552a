import { Dimensions, GenerationMode } from './generation-rules';

export type GenerationStatus = 'queued' | 'running' | 'completed' | 'failed';

export interface GeneratedImage {
  key: string;
  width: number;
  height: number;
  contentType: string;
}

export interface Generation {
  id: string;
  userId: string;
  prompt: string;
  presetId: string;
  dimensions: Dimensions;
  mode: GenerationMode;
  imageCount: number;
  private: boolean;
  seed: number;
  cost: number;
  /** The image a Kontext preset edits (its media key), or null for text-to-image. */
  inputImageKey: string | null;
  provider: string;
  status: GenerationStatus;
  error: string | null;
  images: GeneratedImage[];
  createdAt: Date;
  completedAt: Date | null;
}

/** Private generations are their owner's alone. */
export function canSeeGeneration(
  g: Pick<Generation, 'userId' | 'private'>,
  viewerId: string | null,
): boolean {
  return !g.private || g.userId === viewerId;
}
