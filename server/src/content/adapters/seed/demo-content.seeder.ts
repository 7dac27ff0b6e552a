import { Injectable, Logger } from '@nestjs/common';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { PublishService } from '../../application/publish.service';
import { AuthorDirectory } from '../../ports/author-directory';
import { PostRepository } from '../../ports/post.repository';
import { Plan } from '../../../billing/billing.public';

interface DemoScene {
  author: string;
  plan: Plan;
  title: string;
  desc: string;
  sky: [string, string];
  land: [string, string];
  sun: string;
  monetizable?: boolean;
  sensitive?: boolean;
}

const SCENES: DemoScene[] = [
  {
    author: 'ana',
    plan: 'free',
    title: 'Amanecer en los Andes',
    desc: 'Primera luz sobre la cordillera #montaña #paisaje',
    sky: ['#ffb88c', '#de6262'],
    land: ['#3a1c71', '#1d1433'],
    sun: '#ffe29f',
  },
  {
    author: 'ana',
    plan: 'free',
    title: 'Lago en calma',
    desc: 'Reflejos de la tarde #lago #naturaleza',
    sky: ['#a1c4fd', '#c2e9fb'],
    land: ['#1e3c72', '#2a5298'],
    sun: '#fff6d5',
  },
  {
    author: 'bruno',
    plan: 'basic',
    title: 'Desierto al atardecer',
    desc: 'Dunas doradas en Atacama #desierto #atardecer',
    sky: ['#f6d365', '#fda085'],
    land: ['#b35c1e', '#6e3a12'],
    sun: '#fff1b8',
  },
  {
    author: 'bruno',
    plan: 'basic',
    title: 'Bosque de niebla',
    desc: 'Verde infinito en la selva #bosque #niebla',
    sky: ['#d4fc79', '#96e6a1'],
    land: ['#134e5e', '#0b2e33'],
    sun: '#f9fff0',
  },
  {
    author: 'carla',
    plan: 'pro',
    title: 'Noche estrellada',
    desc: 'Vía láctea sobre el valle #noche #estrellas',
    sky: ['#0f2027', '#2c5364'],
    land: ['#090909', '#1a1a2e'],
    sun: '#e0e6ff',
    monetizable: true,
  },
  {
    author: 'carla',
    plan: 'pro',
    title: 'Costa del Pacífico',
    desc: 'Olas y acantilados #mar #costa',
    sky: ['#89f7fe', '#66a6ff'],
    land: ['#0f4c75', '#1b262c'],
    sun: '#ffffff',
  },
  {
    author: 'carla',
    plan: 'pro',
    title: 'Volcán dormido',
    desc: 'Silueta del Cotopaxi #volcán #montaña',
    sky: ['#ff9a9e', '#fecfef'],
    land: ['#2d132c', '#801336'],
    sun: '#fff0f5',
    monetizable: true,
  },
  {
    author: 'diego',
    plan: 'max',
    title: 'Aurora austral',
    desc: 'Luces del sur en la Patagonia #aurora #patagonia',
    sky: ['#43cea2', '#185a9d'],
    land: ['#0b1d26', '#06141b'],
    sun: '#d7fff1',
  },
  {
    author: 'diego',
    plan: 'max',
    title: 'Campos de lavanda',
    desc: 'Morado hasta el horizonte #flores #campo',
    sky: ['#e0c3fc', '#8ec5fc'],
    land: ['#5f2c82', '#49a09d'],
    sun: '#fffbe6',
  },
  {
    author: 'diego',
    plan: 'max',
    title: 'Ciudad de neón',
    desc: 'Luces de la gran ciudad @carla #ciudad #noche',
    sky: ['#fc466b', '#3f5efb'],
    land: ['#120136', '#03001e'],
    sun: '#ffe6fb',
  },
];

/** An SVG landscape (gradient sky, sun, two mountain ranges) rendered to a photo-sized JPEG. */
function landscape(scene: DemoScene, seed: number): Promise<Buffer> {
  const w = 1600;
  const h = seed % 3 === 0 ? 2000 : 1067;
  const ridge = (base: number, amp: number, phase: number) => {
    const points = Array.from({ length: 17 }, (_, i) => {
      const x = (i / 16) * w;
      const y = base + Math.sin(i * 0.9 + phase) * amp + Math.cos(i * 2.1 + seed) * amp * 0.4;
      return `${x.toFixed(0)},${y.toFixed(0)}`;
    });
    return `0,${h} ${points.join(' ')} ${w},${h}`;
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient>
      <linearGradient id="land" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.land[0]}"/><stop offset="1" stop-color="${scene.land[1]}"/></linearGradient>
      <radialGradient id="glow"><stop offset="0" stop-color="${scene.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${scene.sun}" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>
    <circle cx="${w * (0.25 + (seed % 5) * 0.12)}" cy="${h * 0.35}" r="${h * 0.22}" fill="url(#glow)"/>
    <circle cx="${w * (0.25 + (seed % 5) * 0.12)}" cy="${h * 0.35}" r="${h * 0.07}" fill="${scene.sun}"/>
    <polygon points="${ridge(h * 0.6, h * 0.08, seed)}" fill="${scene.land[0]}" opacity="0.6"/>
    <polygon points="${ridge(h * 0.72, h * 0.1, seed * 2 + 1)}" fill="url(#land)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** Demo posts for the demo users, so a newcomer's gallery is not empty; runs once per user. */
@Injectable()
export class DemoContentSeeder {
  private readonly log = new Logger('DemoSeed');

  constructor(
    private readonly publishing: PublishService,
    private readonly authors: AuthorDirectory,
    private readonly posts: PostRepository,
  ) {}

  async seed(): Promise<void> {
    const dir = await mkdtemp(join(tmpdir(), 'mixel-seed-'));
    let created = 0;
    // an author who already has posts is left alone, so restarts add nothing
    const alreadySeeded = new Map<string, boolean>();
    try {
      for (const [index, scene] of SCENES.entries()) {
        const author = await this.authors.findByIdOrHandle(scene.author);
        if (!author) {
          continue;
        }
        if (!alreadySeeded.has(author.id)) {
          const existing = await this.posts.findByAuthor(author.id, {
            includeHidden: true,
            includeExplicit: true,
            page: 1,
            limit: 1,
          });
          alreadySeeded.set(author.id, existing.items.length > 0);
        }
        if (alreadySeeded.get(author.id)) {
          continue;
        }
        const path = join(dir, `${index}.jpg`);
        const bytes = await landscape(scene, index + 1);
        await writeFile(path, bytes);
        await this.publishing.publish(
          { id: author.id, plan: scene.plan },
          'image',
          {
            title: scene.title,
            description: scene.desc,
            visibility: 'public',
            monetizable: scene.monetizable ?? false,
            contentLevel: scene.sensitive ? 'sensible' : 'general',
          },
          { path, size: bytes.length, name: `${index}.jpg` },
          null,
          // a fresh install's first member upload is processed before these
          { priority: 'low' },
        );
        created++;
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    if (created > 0) {
      this.log.log(`Published ${created} demo posts`);
    }
  }
}
