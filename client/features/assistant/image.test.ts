import { describe, expect, it } from 'vitest';
import { MAX_CHAT_IMAGE_BYTES } from '../../../shared/assistant';
import {
  fitWithin,
  isAcceptedImage,
  isHeic,
  isTooLarge,
  MAX_UPLOAD_SIDE,
  needsRedraw,
} from './image';

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

describe('chat photos are shrunk before upload', () => {
  it('redraws a photo longer than 2400 px, or of a type the server does not read', () => {
    expect(MAX_UPLOAD_SIDE).toBe(2400);
    // A 48 MP phone photo, as JPEG or PNG.
    expect(needsRedraw('image/jpeg', 8064, 6048)).toBe(true);
    expect(needsRedraw('image/png', 6048, 8064)).toBe(true);
    expect(needsRedraw('image/jpeg', 2400, 1800)).toBe(false);
    expect(needsRedraw('image/webp', 1200, 1600)).toBe(false);
    expect(needsRedraw('image/avif', 800, 600)).toBe(true);
  });

  it('keeps the proportions within the longest side and never enlarges', () => {
    expect(fitWithin(8064, 6048, MAX_UPLOAD_SIDE)).toEqual({ width: 2400, height: 1800 });
    expect(fitWithin(4284, 5712, MAX_UPLOAD_SIDE)).toEqual({ width: 1800, height: 2400 });
    expect(fitWithin(640, 480, MAX_UPLOAD_SIDE)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(0, 0, MAX_UPLOAD_SIDE)).toEqual({ width: 1, height: 1 });
  });
});
