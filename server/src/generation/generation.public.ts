/**
 * What other modules may use of generation: their adapters and module files import it from here,
 * never from generation/adapters or generation/application. (Their domain/, application/ and
 * ports/ code imports generation/domain and generation/ports directly; see
 * .dependency-cruiser.cjs.)
 *
 * No other module uses generation yet; its read model is listed for the first that will.
 */
export type { GeneratedImage, Generation, GenerationStatus } from './domain/generation';
