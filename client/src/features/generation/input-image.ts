/** What the server takes as an input image (see server generation/domain/input-image.ts). */
export const INPUT_IMAGE_MAX_BYTES = 700 * 1024;
/** Kontext works on about a megapixel: larger pictures are scaled down before sending. */
export const INPUT_IMAGE_MAX_SIDE = 1024;

function blobOf(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/**
 * A picture as the data URL the generator takes: at most 1024 px a side, WebP (JPEG where the
 * browser cannot encode WebP), lowering the quality until it fits in 700 KB. Null when the file
 * cannot be read as an image.
 */
export async function toInputImage(file: Blob): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  const scale = Math.min(1, INPUT_IMAGE_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of [0.9, 0.8, 0.65, 0.5]) {
    let blob = await blobOf(canvas, 'image/webp', quality);
    if (!blob || blob.type !== 'image/webp') {
      blob = await blobOf(canvas, 'image/jpeg', quality);
    }
    if (blob && blob.size <= INPUT_IMAGE_MAX_BYTES) {
      return dataUrlOf(blob);
    }
  }
  return null;
}

/** A picture another page (the canvas) hands to /create as the image to edit. */
let pending: Blob | null = null;

export function handOffInputImage(blob: Blob): void {
  pending = blob;
}

export function handedOffInputImage(): Blob | null {
  return pending;
}

export function clearHandedOffInputImage(): void {
  pending = null;
}
