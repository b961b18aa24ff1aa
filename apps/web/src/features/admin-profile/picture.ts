import { ADMIN_PICTURE_MAX_CHARS, adminPictureProblem } from '@railbird/protocol';

/** What the file picker and the drop zone take: images a browser decodes. */
export const PICTURE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
/** A file larger than this is refused before it is read (a photo straight off a phone is ~5 MB). */
export const PICTURE_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** The squares tried, largest first, and the qualities tried at each. */
export const PICTURE_SIZES = [128, 112, 96, 80, 64] as const;
export const PICTURE_QUALITIES = [0.85, 0.7, 0.55] as const;

export class PictureError extends Error {
  override name = 'PictureError';
}

/** Why a file cannot be a picture (before it is read), or null. */
export function fileProblem(file: { type: string; size: number; name: string }): string | null {
  if (!PICTURE_ACCEPT.split(',').includes(file.type))
    return `${file.name || 'That file'} is not a PNG, JPEG, WebP or GIF image.`;
  if (file.size > PICTURE_FILE_MAX_BYTES)
    return `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; pick an image of at most ${PICTURE_FILE_MAX_BYTES / 1024 / 1024} MB.`;
  return null;
}

/**
 * The largest, best square that fits the session's budget: `encode(size, quality)` draws the image at
 * `size` px and returns its data URL; the first one of at most {@link ADMIN_PICTURE_MAX_CHARS} that the
 * server would take wins.
 */
export function fitPicture(encode: (size: number, quality: number) => string): {
  dataUrl: string;
  size: number;
} {
  for (const size of PICTURE_SIZES) {
    for (const quality of PICTURE_QUALITIES) {
      const dataUrl = encode(size, quality);
      if (dataUrl.length <= ADMIN_PICTURE_MAX_CHARS && adminPictureProblem(dataUrl) === null)
        return { dataUrl, size };
    }
  }
  throw new PictureError(
    'This image has too much detail to fit a profile picture. Try a simpler or closer crop.',
  );
}

/**
 * Reads an image file, crops the middle square and re-encodes it small (WebP, JPEG where the browser
 * cannot write WebP) with a canvas, so what is saved is a data URL the server accepts.
 */
export async function pictureFromFile(file: File): Promise<{ dataUrl: string; size: number }> {
  const problem = fileProblem(file);
  if (problem) throw new PictureError(problem);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PictureError(`${file.name} could not be read as an image.`);
  }
  try {
    const side = Math.min(bitmap.width, bitmap.height);
    const sx = (bitmap.width - side) / 2;
    const sy = (bitmap.height - side) / 2;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) throw new PictureError('This browser cannot resize images.');
    const webp = canvas.toDataURL('image/webp').startsWith('data:image/webp');
    return fitPicture((size, quality) => {
      canvas.width = size;
      canvas.height = size;
      context.imageSmoothingQuality = 'high';
      // A transparent PNG on a JPEG would turn black: paint white under it.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, size, size);
      context.drawImage(bitmap, sx, sy, side, side, 0, 0, size, size);
      return canvas.toDataURL(webp ? 'image/webp' : 'image/jpeg', quality);
    });
  } finally {
    bitmap.close();
  }
}
