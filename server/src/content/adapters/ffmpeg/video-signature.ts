/** Recognises video containers from their leading bytes, before ffprobe is asked anything. */

export type VideoFamily = 'iso' | 'quicktime' | 'matroska';

/** ISO-BMFF brands of still images: such a file is a photo (HEIC, AVIF), not a video. */
const IMAGE_BRANDS = new Set(['mif1', 'msf1', 'heic', 'heix', 'avif', 'avis', 'hevc', 'hevx']);
/** Top-level atoms an old QuickTime file may start with instead of `ftyp`. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

export function sniffVideo(head: Buffer): VideoFamily | null {
  if (head.length < 12) {
    return null;
  }
  if (head.readUInt32BE(0) === 0x1a45dfa3) {
    return 'matroska'; // EBML header: WebM or Matroska
  }
  const atom = head.toString('latin1', 4, 8);
  if (atom === 'ftyp') {
    const major = head.toString('latin1', 8, 12);
    if (IMAGE_BRANDS.has(major)) {
      return null;
    }
    return major === 'qt  ' ? 'quicktime' : 'iso';
  }
  return QUICKTIME_ATOMS.has(atom) ? 'quicktime' : null;
}
