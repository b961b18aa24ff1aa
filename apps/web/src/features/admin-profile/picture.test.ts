import { ADMIN_PICTURE_MAX_CHARS } from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import { fileProblem, fitPicture, PICTURE_SIZES, PictureError } from './picture.js';

/** A real 1×1 WebP, padded (in a way the server still takes) to stand for a bigger encode. */
const WEBP = 'data:image/webp;base64,UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==';

describe('admin picture upload', () => {
  it('[PICTURE-2] the largest square and best quality that fit the session budget win', () => {
    const tried: string[] = [];
    const fitted = fitPicture((size, quality) => {
      tried.push(`${size}@${quality}`);
      // Pretend only 96 px at quality 0.55 or smaller fits.
      return size > 96 || (size === 96 && quality > 0.55)
        ? `${WEBP}${'A'.repeat(ADMIN_PICTURE_MAX_CHARS)}`
        : WEBP;
    });
    expect(fitted).toEqual({ dataUrl: WEBP, size: 96 });
    expect(tried[0]).toBe(`${PICTURE_SIZES[0]}@0.85`);
    expect(tried.at(-1)).toBe('96@0.55');
  });

  it('[PICTURE-3] an image that never fits, a file that is not an image or is too large is refused with the reason', () => {
    expect(() => fitPicture(() => `${WEBP}${'A'.repeat(ADMIN_PICTURE_MAX_CHARS)}`)).toThrow(PictureError);
    expect(fileProblem({ name: 'notes.pdf', type: 'application/pdf', size: 1000 })).toMatch(
      /notes\.pdf is not a PNG, JPEG, WebP or GIF image/,
    );
    expect(fileProblem({ name: 'huge.jpg', type: 'image/jpeg', size: 25 * 1024 * 1024 })).toMatch(
      /huge\.jpg is 25\.0 MB; pick an image of at most 10 MB/,
    );
    expect(fileProblem({ name: 'me.png', type: 'image/png', size: 200_000 })).toBeNull();
  });
});
