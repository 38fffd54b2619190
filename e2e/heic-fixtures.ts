/**
 * Broken iPhone photos for the chat's HEIC flow (issue 20). Built in code, so no binary files
 * sit in the repository; the bytes are the same on every run.
 */

/** Bytes that look like nothing at all, from a fixed seed. */
function garbage(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed >>> 0;
  for (let index = 0; index < length; index += 1) {
    // xorshift32: cheap and repeatable.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[index] = state & 0xff;
  }
  return bytes;
}

/** An ISO-BMFF `ftyp` box naming the HEIC brand, as a real iPhone photo starts. */
function heicFileTypeBox(): Buffer {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftyp', 4, 'latin1');
  box.write('heic', 8, 'latin1');
  box.writeUInt32BE(0, 12);
  box.write('mif1', 16, 'latin1');
  box.write('heic', 20, 'latin1');
  return box;
}

/** A HEIC header with nothing readable after it: passes a header check, then fails to decode. */
export const CORRUPT_HEIC_FILE = {
  name: 'IMG_0420.HEIC',
  mimeType: 'image/heic',
  buffer: Buffer.concat([heicFileTypeBox(), garbage(64 * 1024, 20)]),
};

/** Plain noise named .heic, with no type from the browser (as some file pickers give it). */
export const GARBAGE_HEIC_FILE = {
  name: 'holiday.heic',
  mimeType: '',
  buffer: garbage(32 * 1024, 2020),
};
