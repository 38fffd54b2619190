/**
 * Removes `[PRODUCT:id,…]` markers from a reply while it streams: text that might be the start of
 * a marker is held back until it is clear, so that the shopper never sees a half marker.
 */
import { MAX_CHAT_PRODUCTS } from '../../shared/assistant';

const FULL = /^\[\s*PRODUCTS?\s*:\s*([\d,\s]*)\]/i;
/** A prefix of a marker that is not complete yet: '[', '[PROD', '[PRODUCT:12,'. */
const PARTIAL = /^\[\s*(?:P(?:R(?:O(?:D(?:U(?:C(?:T(?:S?\s*(?::[\d,\s]*)?)?)?)?)?)?)?)?)?$/i;
const MAX_HELD = 200;

export class MarkerFilter {
  private held = '';
  readonly ids: number[] = [];

  /** Text that is safe to show now. */
  push(delta: string): string {
    let input = this.held + delta;
    this.held = '';
    let out = '';
    for (;;) {
      const open = input.indexOf('[');
      if (open < 0) return out + input;
      out += input.slice(0, open);
      const rest = input.slice(open);
      const full = FULL.exec(rest);
      if (full) {
        this.collect(full[1]!);
        input = rest.slice(full[0].length);
        continue;
      }
      if (PARTIAL.test(rest) && rest.length < MAX_HELD) {
        this.held = rest;
        return out;
      }
      out += '[';
      input = rest.slice(1);
    }
  }

  /** The end of the reply: whatever is still held was not a marker. */
  flush(): string {
    const rest = this.held;
    this.held = '';
    return rest;
  }

  private collect(list: string) {
    for (const part of list.split(/[,\s]+/)) {
      const id = Number(part);
      if (
        part &&
        Number.isInteger(id) &&
        id > 0 &&
        id <= 2_147_483_647 &&
        !this.ids.includes(id) &&
        this.ids.length < MAX_CHAT_PRODUCTS
      ) {
        this.ids.push(id);
      }
    }
  }
}
