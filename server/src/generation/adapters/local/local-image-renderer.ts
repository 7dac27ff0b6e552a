import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ImageGenerationJob, ImageGenerator, RenderedImage } from '../../ports/image-generator';

/** A palette per preset, so each preset looks like itself even without an AI model. */
const PALETTES: Record<string, string[]> = {
  'lucid-realism': ['#2b5876', '#4e4376', '#c9d6ff', '#e2e2e2', '#f6d365'],
  'gpt-image-1': ['#10a37f', '#0b3d2e', '#9be7c4', '#f5f5f5', '#1f6f8b'],
  'flux-kontext': ['#3a1c71', '#d76d77', '#ffaf7b', '#2c2c54', '#fdf6e3'],
  journey: ['#43cea2', '#185a9d', '#f8b500', '#fceabb', '#6a3093'],
  'flux-kontext-dev': ['#1d2b64', '#f8cdda', '#5f2c82', '#49a09d', '#fbd786'],
  'flux-schnell': ['#ff512f', '#f09819', '#dd2476', '#1a1a2e', '#ffe259'],
  anime: ['#ff9a9e', '#fecfef', '#a18cd1', '#fbc2eb', '#8fd3f4'],
  'cinematic-kino': ['#0f2027', '#203a43', '#2c5364', '#f7b733', '#fc4a1a'],
  'concept-art': ['#134e5e', '#71b280', '#3e5151', '#decba4', '#2f0743'],
  'graphic-design': ['#ff5f6d', '#ffc371', '#24c6dc', '#514a9d', '#f0f0f0'],
  'illustrative-albedo': ['#c94b4b', '#4b134f', '#f3904f', '#3b4371', '#ffefba'],
  'leonardo-lightning-xl': ['#7f00ff', '#e100ff', '#00d2ff', '#0f0c29', '#fffc00'],
  'lifelike-vision': ['#606c88', '#3f4c6b', '#d3cbb8', '#6d6027', '#eacda3'],
  'portrait-perfect': ['#8e5c42', '#e0c3a8', '#3d2c2e', '#c38d7a', '#f4e2d8'],
  'stock-photography': ['#2193b0', '#6dd5ed', '#ece9e6', '#ffffff', '#cc2b5e'],
  default: ['#43cea2', '#185a9d', '#f8b500', '#fceabb', '#6a3093'],
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A deterministic stream of numbers in [0, 1) from the prompt, preset, seed and image index. */
function randomFrom(...parts: Array<string | number>): () => number {
  let block = createHash('sha256').update(parts.join('|')).digest();
  let offset = 0;
  return () => {
    if (offset + 4 > block.length) {
      block = createHash('sha256').update(block).digest();
      offset = 0;
    }
    const value = block.readUInt32BE(offset) / 2 ** 32;
    offset += 4;
    return value;
  };
}

/**
 * The embedded default of the image-generator port: real images drawn on the server from the
 * prompt, preset, seed and size (gradients, shapes and the prompt set in type), the same for the
 * same seed, and labelled as locally rendered.
 */
export class LocalImageRenderer extends ImageGenerator {
  readonly provider = 'local';

  async generate(job: ImageGenerationJob): Promise<RenderedImage[]> {
    const images: RenderedImage[] = [];
    for (let index = 0; index < job.count; index++) {
      images.push(await this.render(job, index));
    }
    return images;
  }

  private async render(job: ImageGenerationJob, index: number): Promise<RenderedImage> {
    const { width: w, height: h } = job;
    const rand = randomFrom(job.prompt, job.preset.id, job.seed, index, job.mode);
    const palette = PALETTES[job.preset.id] ?? PALETTES.default;
    const pick = () => palette[Math.floor(rand() * palette.length)];
    const shapes = Array.from({ length: job.mode === 'consistent' ? 14 : 9 }, () => {
      const cx = rand() * w;
      const cy = rand() * h;
      const r = (0.08 + rand() * 0.3) * Math.min(w, h);
      return rand() < 0.6
        ? `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${pick()}" opacity="${(0.25 + rand() * 0.5).toFixed(2)}"/>`
        : `<rect x="${(cx - r).toFixed(0)}" y="${(cy - r / 2).toFixed(0)}" width="${(2 * r).toFixed(0)}" height="${r.toFixed(0)}" rx="${(r / 5).toFixed(0)}" fill="${pick()}" opacity="${(0.2 + rand() * 0.4).toFixed(2)}" transform="rotate(${(rand() * 60 - 30).toFixed(0)} ${cx.toFixed(0)} ${cy.toFixed(0)})"/>`;
    }).join('');
    const fontSize = Math.round(Math.min(w, h) / 14);
    // a bold glyph is about 0.62 em wide: lines fill the width between the 7 % margins
    const perLine = Math.max(8, Math.floor((w * 0.86) / (fontSize * 0.62)));
    const words = job.prompt.split(' ');
    const lines: string[] = [];
    for (const word of words) {
      const last = lines[lines.length - 1];
      if (last && (last + ' ' + word).length <= perLine) {
        lines[lines.length - 1] = `${last} ${word}`;
      } else if (lines.length < 4) {
        lines.push(word.slice(0, perLine));
      }
    }
    const text = lines
      .map(
        (line, i) =>
          `<text x="${w * 0.07}" y="${h * 0.7 + i * fontSize * 1.2}" font-size="${fontSize}">${escapeXml(line)}</text>`,
      )
      .join('');
    const footer = job.inputImage
      ? `Mixel · ${job.preset.name} · editado localmente · semilla ${job.seed}`
      : `Mixel · ${job.preset.name} · renderizado localmente · semilla ${job.seed}`;
    // the label fits the width too: a regular glyph is about 0.56 em wide
    const footerSize = Math.round(Math.min(fontSize / 2.4, (w * 0.86) / (footer.length * 0.56)));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
      <defs><linearGradient id="bg" x1="0" y1="0" x2="${rand().toFixed(2)}" y2="1">
        <stop offset="0" stop-color="${pick()}"/><stop offset="1" stop-color="${pick()}"/></linearGradient></defs>
      <rect width="${w}" height="${h}" fill="url(#bg)"/>${shapes}
      <g font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" fill="#ffffff" opacity="0.92">${text}</g>
      <text x="${w * 0.07}" y="${h - fontSize * 0.8}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${footerSize}" fill="#ffffff" opacity="0.8">${escapeXml(footer)}</text>
    </svg>`;
    if (job.inputImage) {
      return this.edit(job, w, h, fontSize, footerSize, text, footer, rand, pick);
    }
    const bytes = await sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer();
    return { bytes, contentType: 'image/webp', width: w, height: h };
  }

  /**
   * An edit of the input image, as Kontext makes one: the picture itself fills the frame, tinted
   * by a wash of the preset's colours, with the prompt (the edit asked for) and the label on a
   * band along the bottom.
   */
  private async edit(
    job: ImageGenerationJob,
    w: number,
    h: number,
    fontSize: number,
    footerSize: number,
    text: string,
    footer: string,
    rand: () => number,
    pick: () => string,
  ): Promise<RenderedImage> {
    const band = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
      <defs><linearGradient id="wash" x1="0" y1="0" x2="${rand().toFixed(2)}" y2="1">
        <stop offset="0" stop-color="${pick()}" stop-opacity="0"/><stop offset="1" stop-color="${pick()}" stop-opacity="0.35"/></linearGradient>
        <linearGradient id="band" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient></defs>
      <rect width="${w}" height="${h}" fill="url(#wash)"/>
      <rect y="${h * 0.58}" width="${w}" height="${h * 0.42}" fill="url(#band)"/>
      <g font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" fill="#ffffff" opacity="0.92">${text}</g>
      <text x="${w * 0.07}" y="${h - fontSize * 0.8}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${footerSize}" fill="#ffffff" opacity="0.8">${escapeXml(footer)}</text>
    </svg>`;
    const bytes = await sharp(job.inputImage!.bytes)
      .rotate()
      .resize(w, h, { fit: 'cover' })
      .composite([{ input: Buffer.from(band) }])
      .webp({ quality: 85 })
      .toBuffer();
    return { bytes, contentType: 'image/webp', width: w, height: h };
  }
}
