import { describe, expect, it } from 'vitest';
import { MAX_CHAT_IMAGE_BYTES } from '../../../shared/assistant';
import { isAcceptedImage, isHeic, isTooLarge } from './image';

describe('chat photo rules (SPEC.md §5)', () => {
  it('accepts any image type, and HEIC/HEIF by type or by name', () => {
    expect(isAcceptedImage({ type: 'image/png', name: 'a.png' })).toBe(true);
    expect(isAcceptedImage({ type: 'image/avif', name: 'a.avif' })).toBe(true);
    expect(isAcceptedImage({ type: '', name: 'IMG_0042.HEIC' })).toBe(true);
    expect(isAcceptedImage({ type: 'application/octet-stream', name: 'photo.heif' })).toBe(true);
    expect(isAcceptedImage({ type: 'application/pdf', name: 'label.pdf' })).toBe(false);
    expect(isAcceptedImage({ type: 'text/plain', name: 'notes.txt' })).toBe(false);
    expect(isHeic({ type: 'image/heic', name: 'x' })).toBe(true);
    expect(isHeic({ type: 'image/heif-sequence', name: 'x' })).toBe(true);
    expect(isHeic({ type: 'image/jpeg', name: 'x.jpg' })).toBe(false);
  });

  it('must be under 20 MB', () => {
    expect(isTooLarge(MAX_CHAT_IMAGE_BYTES - 1)).toBe(false);
    expect(isTooLarge(MAX_CHAT_IMAGE_BYTES)).toBe(true);
  });
});
