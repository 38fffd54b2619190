/**
 * JSON written straight into UTF-8 bytes, for the search's HTTP answer: the counts of hundreds of
 * brands and the page's cards, without building one large string that is then encoded (the
 * encoding of a string built piece by piece cost more than writing its bytes).
 */
const encoder = new TextEncoder();

export class JsonBytes {
  private buffer = new Uint8Array(64 * 1024);
  private length = 0;

  /** Bytes as they are (already UTF-8 JSON). */
  bytes(bytes: Uint8Array): this {
    const n = bytes.length;
    this.reserve(n);
    // A short run (a label, a key) is copied faster by hand than by a call into `set`.
    if (n < 48) {
      const buffer = this.buffer;
      let at = this.length;
      for (let i = 0; i < n; i++) buffer[at++] = bytes[i]!;
    } else {
      this.buffer.set(bytes, this.length);
    }
    this.length += n;
    return this;
  }

  /** Text as UTF-8 (for JSON punctuation and text that is already JSON). */
  text(text: string): this {
    // A UTF-16 unit takes at most three UTF-8 bytes.
    this.reserve(text.length * 3);
    this.length += encoder.encodeInto(text, this.buffer.subarray(this.length)).written;
    return this;
  }

  /** One ASCII character, by its code (`,` is 44). */
  byte(code: number): this {
    this.reserve(1);
    this.buffer[this.length++] = code;
    return this;
  }

  /** A non-negative integer's digits. */
  integer(n: number): this {
    if (n < 10) {
      this.reserve(1);
      this.buffer[this.length++] = 48 + n;
      return this;
    }
    if (!Number.isSafeInteger(n) || n < 0) return this.text(String(n));
    let digits = 1;
    for (let rest = n; rest >= 10; rest = Math.floor(rest / 10)) digits++;
    this.reserve(digits);
    // Digits straight into the buffer: a count per label (hundreds per answer) made a string each.
    for (let at = this.length + digits - 1, rest = n; at >= this.length; at--) {
      this.buffer[at] = 48 + (rest % 10);
      rest = Math.floor(rest / 10);
    }
    this.length += digits;
    return this;
  }

  /** What was written, as its own bytes; the writer starts again empty. */
  take(): Uint8Array {
    const written = this.buffer.slice(0, this.length);
    this.length = 0;
    return written;
  }

  private reserve(extra: number) {
    if (this.length + extra <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + extra));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }
}

export const utf8 = (text: string): Uint8Array => encoder.encode(text);
