import sharp from 'sharp';
import { Scene, Subject } from './prompt-scene';

/** How a preset draws: what a real model of its kind would make of the same scene. */
export type StyleKind =
  | 'photo'
  | 'flat'
  | 'watercolor'
  | 'pixel'
  | 'neon'
  | 'cinematic'
  | 'painterly'
  | 'poster'
  | 'storybook'
  | 'vivid'
  | 'soft'
  | 'portrait'
  | 'bright'
  | 'sketch'
  | 'sepia';

export const PRESET_STYLES: Record<string, StyleKind> = {
  'lucid-realism': 'photo',
  'gpt-image-1': 'storybook',
  'flux-kontext': 'sketch',
  journey: 'vivid',
  'flux-kontext-dev': 'sepia',
  'flux-schnell': 'pixel',
  anime: 'flat',
  'cinematic-kino': 'cinematic',
  'concept-art': 'painterly',
  'graphic-design': 'poster',
  'illustrative-albedo': 'watercolor',
  'leonardo-lightning-xl': 'neon',
  'lifelike-vision': 'soft',
  'portrait-perfect': 'portrait',
  'stock-photography': 'bright',
};

type Rgb = [number, number, number];

const hexToRgb = (hex: string): Rgb => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];
const rgbToHex = ([r, g, b]: Rgb) =>
  `#${[r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
const mix = (a: string, b: string, t: number) => {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * t) as Rgb);
};

/** Each style's colour grade, applied to every colour the scene uses. */
function grade(style: StyleKind, hex: string): string {
  const [r, g, b] = hexToRgb(hex);
  const grey = 0.3 * r + 0.59 * g + 0.11 * b;
  const saturate = (k: number): Rgb => [
    grey + (r - grey) * k,
    grey + (g - grey) * k,
    grey + (b - grey) * k,
  ];
  switch (style) {
    case 'flat':
    case 'vivid':
      return rgbToHex(saturate(1.35));
    case 'poster':
      // four levels a channel: a screen print's few inks
      return rgbToHex([r, g, b].map((v) => Math.round(v / 85) * 85) as Rgb);
    case 'watercolor':
      return mix(rgbToHex(saturate(0.8)), '#fbf6ec', 0.35);
    case 'soft':
      return mix(rgbToHex(saturate(0.75)), '#f4efff', 0.3);
    case 'bright':
      return mix(hex, '#ffffff', 0.22);
    case 'painterly':
      return mix(rgbToHex(saturate(0.7)), '#6d7a80', 0.2);
    case 'cinematic': {
      // teal shadows, orange highlights
      const t = grey / 255;
      return mix(rgbToHex(saturate(0.85)), t > 0.5 ? '#ffb070' : '#0f5560', 0.28);
    }
    case 'sepia':
      return rgbToHex([grey * 1.07 + 20, grey * 0.87 + 10, grey * 0.62]);
    case 'sketch':
      return mix(rgbToHex([grey, grey, grey]), '#f7f3ea', 0.55);
    case 'storybook':
      return mix(rgbToHex(saturate(1.1)), '#fff3d6', 0.12);
    case 'portrait':
      return mix(hex, '#ffcf9e', 0.18);
    default:
      return hex;
  }
}

interface Sky {
  top: string;
  bottom: string;
  sun: string;
  /** 0 (horizon) … 1 (top) */
  sunHeight: number;
}

const SKIES: Record<Scene['time'], Sky> = {
  day: { top: '#3f8fe0', bottom: '#bfe3ff', sun: '#fff6cf', sunHeight: 0.78 },
  sunset: { top: '#5b3a8c', bottom: '#ff9a4d', sun: '#ffe08a', sunHeight: 0.12 },
  night: { top: '#050a1f', bottom: '#1c2b55', sun: '#f4f1dc', sunHeight: 0.7 },
};

const GROUNDS: Record<Scene['setting'], [string, string]> = {
  meadow: ['#6fb552', '#3f7a35'],
  mountain: ['#5f7f56', '#33482f'],
  sea: ['#e8d39e', '#d4b778'],
  forest: ['#3d6b35', '#1f3b1d'],
  city: ['#4a4d57', '#2b2d33'],
  desert: ['#e7b56a', '#c0803d'],
  snow: ['#f3f7fb', '#cfdbe8'],
};

const SUBJECT_COLOURS: Record<Subject, string> = {
  cat: '#3b3540',
  dog: '#8a5a33',
  fox: '#e0702a',
  person: '#2f3442',
  tree: '#2f6b34',
  house: '#b5523b',
  bird: '#2c2c34',
};

interface Painter {
  w: number;
  h: number;
  rand: () => number;
  style: StyleKind;
  c: (hex: string) => string;
  /** Fill: a flat colour in the flat styles, a vertical gradient elsewhere. */
  fill: (top: string, bottom: string) => string;
  stroke: string;
  defs: string[];
}

function painter(w: number, h: number, rand: () => number, style: StyleKind): Painter {
  const flat = ['flat', 'poster', 'pixel', 'storybook', 'neon', 'sketch'].includes(style);
  const defs: string[] = [];
  let gradientCount = 0;
  const p: Painter = {
    w,
    h,
    rand,
    style,
    c: (hex) => (style === 'neon' ? mix(grade('vivid', hex), '#05010f', 0.72) : grade(style, hex)),
    fill: (top, bottom) => {
      if (flat) {
        return p.c(mix(top, bottom, 0.5));
      }
      const id = `g${gradientCount++}`;
      defs.push(
        `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.c(top)}"/><stop offset="1" stop-color="${p.c(bottom)}"/></linearGradient>`,
      );
      return `url(#${id})`;
    },
    stroke:
      style === 'flat' || style === 'storybook'
        ? `stroke="#1d1a24" stroke-width="${(Math.min(w, h) / 160).toFixed(1)}" stroke-linejoin="round"`
        : style === 'neon'
          ? `stroke="#ff3df2" stroke-width="${(Math.min(w, h) / 180).toFixed(1)}"`
          : style === 'sketch'
            ? `stroke="#2b2b2b" stroke-width="${(Math.min(w, h) / 260).toFixed(1)}" stroke-opacity="0.85"`
            : '',
    defs,
  };
  return p;
}

const f = (n: number) => n.toFixed(1);

function sky(p: Painter, scene: Scene): string {
  const { w, h, rand } = p;
  const s = SKIES[scene.time];
  const top = scene.colour && scene.time !== 'night' ? mix(s.top, scene.colour, 0.35) : s.top;
  let out: string;
  if (p.style === 'flat' || p.style === 'poster') {
    // bands of sky, as cel shading draws it
    out = [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect y="${f((i * h * 0.7) / 4)}" width="${w}" height="${f((h * 0.7) / 4 + 1)}" fill="${p.c(mix(top, s.bottom, i / 3))}"/>`,
      )
      .join('');
  } else {
    out = `<rect width="${w}" height="${h}" fill="${p.fill(top, s.bottom)}"/>`;
  }
  const horizon = h * 0.62;
  const sx = w * (0.2 + rand() * 0.6);
  const sy = horizon - s.sunHeight * horizon * 0.85;
  const r = Math.min(w, h) * (scene.time === 'sunset' ? 0.11 : 0.07);
  if (scene.time === 'night') {
    const stars = Array.from({ length: 70 }, () => {
      const x = rand() * w;
      const y = rand() * horizon;
      return `<circle cx="${f(x)}" cy="${f(y)}" r="${f((0.4 + rand() * 1.4) * (Math.min(w, h) / 500))}" fill="#ffffff" opacity="${(0.4 + rand() * 0.6).toFixed(2)}"/>`;
    }).join('');
    // a crescent: the moon with the sky's colour over one side
    out += `${stars}<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(r * 1.6)}" fill="${p.c('#f4f1dc')}" opacity="0.15"/><circle cx="${f(sx)}" cy="${f(sy)}" r="${f(r)}" fill="${p.c(s.sun)}"/><circle cx="${f(sx + r * 0.45)}" cy="${f(sy - r * 0.2)}" r="${f(r * 0.85)}" fill="${p.c(s.top)}"/>`;
  } else {
    out += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(r * 2.4)}" fill="${p.c(s.sun)}" opacity="0.25"/><circle cx="${f(sx)}" cy="${f(sy)}" r="${f(r)}" fill="${p.c(s.sun)}"/>`;
    const clouds = scene.time === 'day' ? 3 : 2;
    for (let i = 0; i < clouds; i++) {
      const cx = rand() * w;
      const cy = horizon * (0.15 + rand() * 0.4);
      const cw = w * (0.12 + rand() * 0.12);
      const colour = p.c(scene.time === 'sunset' ? '#ffc39a' : '#ffffff');
      out += `<g fill="${colour}" opacity="0.85"><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(cw)}" ry="${f(cw * 0.25)}"/><ellipse cx="${f(cx - cw * 0.3)}" cy="${f(cy - cw * 0.15)}" rx="${f(cw * 0.4)}" ry="${f(cw * 0.3)}"/><ellipse cx="${f(cx + cw * 0.25)}" cy="${f(cy - cw * 0.2)}" rx="${f(cw * 0.45)}" ry="${f(cw * 0.35)}"/></g>`;
    }
  }
  return out;
}

function ridge(p: Painter, base: number, amp: number, peaks: number, sharp: boolean): string {
  const { w, h, rand } = p;
  const points: string[] = [`0,${h}`];
  const n = peaks * 2;
  for (let i = 0; i <= n; i++) {
    const x = (i / n) * w;
    const up = i % 2 === 1;
    const y = base - (up ? amp * (0.6 + rand() * 0.6) : amp * rand() * 0.3);
    points.push(`${f(x)},${f(y)}`);
    if (!sharp && i < n) {
      points.push(`${f(x + w / n / 2)},${f(y - (up ? -amp * 0.1 : amp * 0.2))}`);
    }
  }
  points.push(`${w},${h}`);
  return points.join(' ');
}

function setting(p: Painter, scene: Scene): string {
  const { w, h, rand } = p;
  const horizon = h * 0.62;
  const night = scene.time === 'night';
  const dim = (hex: string) =>
    night ? mix(hex, '#0a1030', 0.6) : scene.time === 'sunset' ? mix(hex, '#6b2f3a', 0.25) : hex;
  const [g1, g2] = GROUNDS[scene.setting];
  let out = '';
  const ground = (top = horizon) =>
    `<rect y="${f(top)}" width="${w}" height="${f(h - top)}" fill="${p.fill(dim(g1), dim(g2))}" ${p.stroke}/>`;
  switch (scene.setting) {
    case 'mountain':
    case 'snow': {
      const far = dim(scene.setting === 'snow' ? '#9fb3c8' : '#7d8aa6');
      out += `<polygon points="${ridge(p, horizon, h * 0.32, 3, true)}" fill="${p.c(far)}" ${p.stroke}/>`;
      // snow caps on the far range
      const capBase = horizon - h * 0.2;
      out += `<polygon points="${ridge(p, horizon - h * 0.02, h * 0.3, 3, true)}" fill="${p.c(dim('#f5f8fc'))}" opacity="0.55" clip-path="url(#caps)"/>`;
      p.defs.push(`<clipPath id="caps"><rect width="${w}" height="${f(capBase)}"/></clipPath>`);
      out += `<polygon points="${ridge(p, horizon + h * 0.06, h * 0.16, 4, false)}" fill="${p.fill(dim(g1), dim(g2))}" ${p.stroke}/>`;
      out += ground(horizon + h * 0.1);
      break;
    }
    case 'sea': {
      out += `<rect y="${f(horizon)}" width="${w}" height="${f(h * 0.2)}" fill="${p.fill(dim('#2a7fbf'), dim('#15507a'))}" ${p.stroke}/>`;
      for (let i = 0; i < 6; i++) {
        const y = horizon + h * 0.02 + rand() * h * 0.16;
        const x = rand() * w;
        out += `<path d="M${f(x)},${f(y)} q${f(w * 0.03)},${f(-h * 0.012)} ${f(w * 0.06)},0" stroke="${p.c('#dff3ff')}" stroke-width="${f(h / 300)}" fill="none" opacity="0.7"/>`;
      }
      out += `<path d="M0,${f(horizon + h * 0.2)} Q${f(w * 0.5)},${f(horizon + h * 0.15)} ${w},${f(horizon + h * 0.22)} L${w},${h} L0,${h} Z" fill="${p.fill(dim(g1), dim(g2))}" ${p.stroke}/>`;
      break;
    }
    case 'forest': {
      out += ground();
      for (let row = 0; row < 2; row++) {
        const count = row === 0 ? 14 : 9;
        for (let i = 0; i < count; i++) {
          const x = (i / (count - 1)) * w + (rand() - 0.5) * (w / count);
          const base = horizon + row * h * 0.08 + rand() * h * 0.03;
          const th = h * (row === 0 ? 0.22 : 0.3) * (0.8 + rand() * 0.4);
          out += pine(p, x, base, th, dim(row === 0 ? '#2f5d36' : '#1f4427'));
        }
      }
      break;
    }
    case 'city': {
      out += ground(horizon + h * 0.12);
      for (let row = 0; row < 2; row++) {
        let x = -w * 0.02;
        while (x < w) {
          const bw = w * (0.06 + rand() * 0.07);
          const bh = h * (row === 0 ? 0.25 + rand() * 0.3 : 0.15 + rand() * 0.2);
          const base = horizon + h * 0.12;
          const colour = dim(row === 0 ? '#5a6275' : '#3a4050');
          out += `<rect x="${f(x)}" y="${f(base - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${p.c(colour)}" ${p.stroke}/>`;
          const lit = night || p.style === 'neon' ? '#ffd86b' : '#a9c9e8';
          for (let wy = base - bh + h * 0.02; wy < base - h * 0.03; wy += h * 0.035) {
            for (let wx = x + bw * 0.15; wx < x + bw * 0.8; wx += bw * 0.25) {
              if (rand() < 0.6) {
                out += `<rect x="${f(wx)}" y="${f(wy)}" width="${f(bw * 0.12)}" height="${f(h * 0.015)}" fill="${p.c(lit)}"/>`;
              }
            }
          }
          x += bw + w * 0.005;
        }
      }
      break;
    }
    case 'desert': {
      out += ground();
      out += `<path d="M0,${f(horizon + h * 0.05)} Q${f(w * 0.3)},${f(horizon - h * 0.06)} ${f(w * 0.6)},${f(horizon + h * 0.04)} T${w},${f(horizon)} L${w},${h} L0,${h} Z" fill="${p.fill(dim('#f0c27b'), dim('#d08b45'))}" ${p.stroke}/>`;
      out += `<path d="M0,${f(horizon + h * 0.2)} Q${f(w * 0.5)},${f(horizon + h * 0.08)} ${w},${f(horizon + h * 0.18)} L${w},${h} L0,${h} Z" fill="${p.fill(dim('#e3a95c'), dim('#b9742f'))}" ${p.stroke}/>`;
      const cx = w * (0.08 + rand() * 0.15);
      const cy = horizon + h * 0.2;
      const ch = h * 0.16;
      const cc = p.c(dim('#3e7d3a'));
      out += `<g fill="${cc}" ${p.stroke}><rect x="${f(cx - ch * 0.08)}" y="${f(cy - ch)}" width="${f(ch * 0.16)}" height="${f(ch)}" rx="${f(ch * 0.08)}"/><rect x="${f(cx - ch * 0.35)}" y="${f(cy - ch * 0.7)}" width="${f(ch * 0.12)}" height="${f(ch * 0.35)}" rx="${f(ch * 0.06)}"/><rect x="${f(cx + ch * 0.22)}" y="${f(cy - ch * 0.8)}" width="${f(ch * 0.12)}" height="${f(ch * 0.4)}" rx="${f(ch * 0.06)}"/><rect x="${f(cx - ch * 0.35)}" y="${f(cy - ch * 0.42)}" width="${f(ch * 0.35)}" height="${f(ch * 0.1)}"/><rect x="${f(cx)}" y="${f(cy - ch * 0.5)}" width="${f(ch * 0.34)}" height="${f(ch * 0.1)}"/></g>`;
      break;
    }
    default: {
      out += `<polygon points="${ridge(p, horizon + h * 0.02, h * 0.08, 3, false)}" fill="${p.fill(dim('#8cc66d'), dim('#5f9a49'))}" ${p.stroke}/>`;
      out += ground(horizon + h * 0.06);
      for (let i = 0; i < 24; i++) {
        const x = rand() * w;
        const y = horizon + h * 0.1 + rand() * h * 0.28;
        const colour = ['#ffffff', '#ffd84a', '#ff7aa8', '#c9a0ff'][Math.floor(rand() * 4)];
        out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(Math.min(w, h) / 160)}" fill="${p.c(dim(colour))}"/>`;
      }
    }
  }
  return out;
}

function pine(p: Painter, x: number, base: number, height: number, colour: string): string {
  const wdt = height * 0.42;
  const trunk = `<rect x="${f(x - wdt * 0.08)}" y="${f(base - height * 0.18)}" width="${f(wdt * 0.16)}" height="${f(height * 0.18)}" fill="${p.c('#4a3222')}"/>`;
  const tiers = [0, 1, 2]
    .map((i) => {
      const top = base - height * (1 - i * 0.22);
      const bottom = base - height * (0.45 - i * 0.17);
      const half = (wdt / 2) * (0.6 + i * 0.25);
      return `<polygon points="${f(x)},${f(top)} ${f(x - half)},${f(bottom)} ${f(x + half)},${f(bottom)}" fill="${p.c(colour)}" ${p.stroke}/>`;
    })
    .join('');
  return trunk + tiers;
}

/** A subject's silhouette, `size` tall, standing on (x, base). */
function subject(
  p: Painter,
  kind: Subject,
  x: number,
  base: number,
  size: number,
  colour: string,
  dimmed: (hex: string) => string,
): string {
  const c = p.c(dimmed(colour));
  const light = p.c(dimmed(mix(colour, '#ffffff', 0.35)));
  const s = size / 100;
  const g = (body: string) =>
    `<g transform="translate(${f(x)} ${f(base)}) scale(${s.toFixed(3)})" fill="${c}" ${p.stroke ? p.stroke.replace(/stroke-width="[\d.]+"/, `stroke-width="${f(Number(/stroke-width="([\d.]+)"/.exec(p.stroke)?.[1] ?? 1) / s)}"`) : ''}>${body}</g>`;
  switch (kind) {
    case 'cat':
      return g(
        `<path d="M18,-4 C-2,-6 6,-40 2,-52 C0,-60 10,-62 12,-54 C14,-44 8,-20 22,-10 Z"/><ellipse cx="0" cy="-30" rx="24" ry="30"/><circle cx="0" cy="-70" r="19"/><polygon points="-17,-80 -14,-100 -4,-86"/><polygon points="17,-80 14,-100 4,-86"/><circle cx="-7" cy="-72" r="3" fill="${p.c('#c8e65a')}"/><circle cx="7" cy="-72" r="3" fill="${p.c('#c8e65a')}"/>`,
      );
    case 'dog':
      return g(
        `<ellipse cx="0" cy="-42" rx="38" ry="20"/><rect x="-32" y="-34" width="10" height="34" rx="4"/><rect x="-12" y="-34" width="10" height="34" rx="4"/><rect x="12" y="-34" width="10" height="34" rx="4"/><rect x="26" y="-34" width="10" height="34" rx="4"/><circle cx="40" cy="-68" r="17"/><ellipse cx="56" cy="-62" rx="12" ry="8"/><ellipse cx="32" cy="-70" rx="7" ry="15" fill="${light}" transform="rotate(20 32 -70)"/><path d="M-36,-48 Q-56,-66 -50,-80" stroke="${c}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
      );
    case 'fox':
      return g(
        `<path d="M-30,-30 Q-70,-20 -68,-58 Q-52,-40 -30,-44 Z"/><path d="M-70,-56 Q-64,-44 -58,-48 Z" fill="${p.c('#ffffff')}"/><ellipse cx="0" cy="-36" rx="34" ry="18"/><rect x="-26" y="-28" width="8" height="28" rx="3" fill="${p.c('#2a1a12')}"/><rect x="18" y="-28" width="8" height="28" rx="3" fill="${p.c('#2a1a12')}"/><path d="M22,-46 L36,-86 L42,-66 L52,-86 L58,-48 L74,-42 L54,-34 Z"/><path d="M58,-48 L74,-42 L54,-34 Z" fill="${p.c('#ffffff')}"/>`,
      );
    case 'person':
      return g(
        `<circle cx="0" cy="-88" r="11" fill="${p.c(dimmed('#e0b08c'))}"/><path d="M-11,-92 Q0,-108 11,-92 Q6,-98 -11,-92 Z" fill="${p.c(dimmed('#3a2418'))}"/><path d="M-16,-74 L16,-74 L20,-38 L-20,-38 Z"/><rect x="-14" y="-40" width="10" height="40" rx="3" fill="${p.c(dimmed('#2a3a5a'))}"/><rect x="4" y="-40" width="10" height="40" rx="3" fill="${p.c(dimmed('#2a3a5a'))}"/><rect x="-25" y="-72" width="8" height="32" rx="4"/><rect x="17" y="-72" width="8" height="32" rx="4"/>`,
      );
    case 'tree':
      return g(
        `<rect x="-7" y="-50" width="14" height="50" fill="${p.c(dimmed('#5a3a22'))}"/><circle cx="0" cy="-70" r="26"/><circle cx="-20" cy="-56" r="18"/><circle cx="20" cy="-56" r="18"/><circle cx="0" cy="-92" r="16" fill="${light}"/>`,
      );
    case 'house':
      return g(
        `<rect x="-40" y="-56" width="80" height="56"/><polygon points="-50,-54 0,-96 50,-54" fill="${p.c(dimmed('#5a2e26'))}"/><rect x="-10" y="-30" width="20" height="30" fill="${p.c(dimmed('#3a2418'))}"/><rect x="-32" y="-44" width="16" height="14" fill="${p.c(SKY_WINDOW)}"/><rect x="16" y="-44" width="16" height="14" fill="${p.c(SKY_WINDOW)}"/>`,
      );
    case 'bird':
      return g(
        `<path d="M-40,-60 Q-20,-80 0,-62 Q20,-80 40,-60 Q20,-70 0,-56 Q-20,-70 -40,-60 Z"/>`,
      );
  }
}

const SKY_WINDOW = '#ffe39a';

function subjects(p: Painter, scene: Scene): string {
  const { w, h, rand } = p;
  const list = scene.subjects;
  if (list.length === 0) {
    return '';
  }
  const portrait = p.style === 'portrait';
  const night = scene.time === 'night';
  const dimmed = (hex: string) => (night ? mix(hex, '#0a1030', 0.45) : hex);
  return list
    .map((kind, i) => {
      const slot = (i + 0.5) / list.length;
      const x = w * (list.length === 1 ? 0.5 + (rand() - 0.5) * 0.2 : 0.15 + slot * 0.7);
      const base = h * (0.86 + rand() * 0.05);
      const tall = kind === 'house' || kind === 'tree' ? 0.42 : kind === 'person' ? 0.4 : 0.3;
      const size = Math.min(h * tall * (portrait ? 1.6 : 1), w * 0.45);
      const colour =
        scene.colour && (i === 0 || kind !== 'tree') ? scene.colour : SUBJECT_COLOURS[kind];
      const y = kind === 'bird' ? h * 0.35 : base;
      return subject(p, kind, x, y, size, colour, dimmed);
    })
    .join('');
}

/** Finishing touches of a style drawn over the scene (grain and blur come after, from sharp). */
function overlay(p: Painter): string {
  const { w, h } = p;
  switch (p.style) {
    case 'photo':
    case 'portrait':
    case 'vivid':
      p.defs.push(
        `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${p.style === 'vivid' ? 0.25 : 0.5}"/></radialGradient>`,
      );
      return `<rect width="${w}" height="${h}" fill="url(#vignette)"/>`;
    case 'cinematic':
      return `<rect width="${w}" height="${f(h * 0.11)}" fill="#000"/><rect y="${f(h * 0.89)}" width="${w}" height="${f(h * 0.11)}" fill="#000"/>`;
    case 'poster': {
      const m = Math.min(w, h) * 0.05;
      return `<rect x="${f(m / 2)}" y="${f(m / 2)}" width="${f(w - m)}" height="${f(h - m)}" fill="none" stroke="#f5efe1" stroke-width="${f(m)}"/>`;
    }
    case 'storybook':
      return `<rect width="${w}" height="${h}" fill="#fff1cc" opacity="0.12"/>`;
    case 'painterly':
      p.defs.push(
        `<linearGradient id="fog" x1="0" y1="0" x2="0" y2="1"><stop offset="0.35" stop-color="#dfe6ea" stop-opacity="0"/><stop offset="0.65" stop-color="#dfe6ea" stop-opacity="0.45"/><stop offset="1" stop-color="#dfe6ea" stop-opacity="0.1"/></linearGradient>`,
      );
      return `<rect width="${w}" height="${h}" fill="url(#fog)"/>`;
    case 'neon': {
      const lines = Array.from({ length: 9 }, (_, i) => {
        const y = h * 0.7 + (i / 8) ** 1.6 * h * 0.3;
        return `<line x1="0" y1="${f(y)}" x2="${w}" y2="${f(y)}" stroke="#00e5ff" stroke-width="${f(h / 400)}" opacity="0.7"/>`;
      }).join('');
      const rays = Array.from({ length: 11 }, (_, i) => {
        const x = (i / 10) * w;
        return `<line x1="${f(w / 2 + (x - w / 2) * 0.1)}" y1="${f(h * 0.7)}" x2="${f(x + (x - w / 2))}" y2="${h}" stroke="#00e5ff" stroke-width="${f(h / 400)}" opacity="0.7"/>`;
      }).join('');
      return `<g>${lines}${rays}</g>`;
    }
    default:
      return '';
  }
}

export function sceneSvg(
  asked: Scene,
  style: StyleKind,
  w: number,
  h: number,
  rand: () => number,
): string {
  // neon is a night style: its lines glow on a dark sky whatever the hour asked
  const scene: Scene = style === 'neon' ? { ...asked, time: 'night' } : asked;
  const p = painter(w, h, rand, style);
  const body = `${sky(p, scene)}${setting(p, scene)}${subjects(p, scene)}${overlay(p)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${p.defs.join('')}</defs><rect width="${w}" height="${h}" fill="${style === 'neon' ? '#07021a' : '#f7f3ea'}"/>${body}</svg>`;
}

/** A grey noise texture from the seed (sharp's own noise takes no seed), `cell` pixels a grain. */
async function paperGrain(w: number, h: number, rand: () => number, cell: number): Promise<Buffer> {
  const gw = Math.max(8, Math.ceil(w / cell));
  const gh = Math.max(8, Math.ceil(h / cell));
  const grain = Buffer.alloc(gw * gh);
  for (let i = 0; i < grain.length; i++) {
    grain[i] = 96 + Math.floor(rand() * 64);
  }
  return sharp(grain, { raw: { width: gw, height: gh, channels: 1 } })
    .resize(w, h, { kernel: 'cubic', fit: 'fill' })
    .toColourspace('srgb')
    .png()
    .toBuffer();
}

/** The scene drawn in the style, as raw pixels ready for any encoder. */
export async function paintScene(
  scene: Scene,
  style: StyleKind,
  w: number,
  h: number,
  rand: () => number,
): Promise<sharp.Sharp> {
  if (style === 'pixel') {
    // drawn small and enlarged without smoothing: every pixel a visible block
    const block = Math.max(4, Math.round(Math.min(w, h) / 64));
    const small = await sharp(
      Buffer.from(sceneSvg(scene, style, Math.ceil(w / block), Math.ceil(h / block), rand)),
    )
      .png({ palette: true, colours: 24, dither: 0 })
      .toBuffer();
    return sharp(small).resize(w, h, { kernel: 'nearest', fit: 'fill' });
  }
  const image = sharp(Buffer.from(sceneSvg(scene, style, w, h, rand)));
  switch (style) {
    case 'photo':
    case 'portrait':
      return sharp(
        await image
          .blur(Math.max(0.3, Math.min(w, h) / 900))
          .png()
          .toBuffer(),
      );
    case 'soft':
    case 'vivid':
      return sharp(
        await image
          .blur(Math.max(0.3, Math.min(w, h) / 400))
          .modulate({ brightness: 1.05 })
          .png()
          .toBuffer(),
      );
    case 'watercolor':
    case 'sketch': {
      // paper: a grain of the seed's own noise, soft-lit over a softened drawing
      const soft = style === 'watercolor' ? image.blur(Math.max(0.5, Math.min(w, h) / 200)) : image;
      return sharp(await soft.png().toBuffer()).composite([
        { input: await paperGrain(w, h, rand, style === 'sketch' ? 4 : 24), blend: 'soft-light' },
      ]);
    }
    case 'neon': {
      // the glow: a blurred copy added over the lines (one blur, not a filter on each line)
      const lines = await image.png().toBuffer();
      const glow = await sharp(lines)
        .blur(Math.max(1, Math.min(w, h) / 120))
        .toBuffer();
      return sharp(lines).composite([{ input: glow, blend: 'screen' }]);
    }
    default:
      return image;
  }
}
