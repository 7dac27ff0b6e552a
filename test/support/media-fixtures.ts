import sharp from 'sharp';

/** A photo-like JPEG (noise over a gradient) with EXIF orientation 6 and GPS coordinates. */
export async function jpegWithGps(width = 1200, height = 800): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 3) {
    const x = (i / 3) % width;
    noise[i] = (x * 255) / width;
    noise[i + 1] = Math.floor(Math.random() * 80);
    noise[i + 2] = 180;
  }
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'MixelCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 25/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '3/1 42/1 0/1',
      },
    })
    .toBuffer();
}

export function solidImage(
  format: 'png' | 'webp' | 'avif' | 'gif' | 'jpeg',
  color = '#3366cc',
  size = 320,
): Promise<Buffer> {
  return sharp({
    create: { width: size, height: Math.round(size * 0.75), channels: 3, background: color },
  })
    .toFormat(format)
    .toBuffer();
}

/** A PNG whose header declares 30000×30000 pixels: a decompression bomb. */
export async function pixelBomb(): Promise<Buffer> {
  const png = await solidImage('png', '#000000', 16);
  const bomb = Buffer.from(png);
  bomb.writeUInt32BE(30000, 16);
  bomb.writeUInt32BE(30000, 20);
  // the IHDR CRC covers type + data (bytes 12..29)
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) {
      crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
    }
  }
  return (crc ^ 0xffffffff) >>> 0;
}

export interface UploadFields {
  title?: string;
  desc?: string;
  visibility?: string;
  monetizable?: string;
  sensitive?: string;
}

/** POSTs the spec's multipart form. */
export async function postForm(
  baseUrl: string,
  path: string,
  token: string | undefined,
  fields: UploadFields,
  files: Record<string, { bytes: Buffer; name: string; type?: string }>,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v !== undefined) {
      form.append(k, v);
    }
  }
  for (const [k, f] of Object.entries(files)) {
    form.append(
      k,
      new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }),
      f.name,
    );
  }
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as any };
}
