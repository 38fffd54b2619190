/**
 * A response that is already JSON text. superjson walks every value of a response to find Dates,
 * Maps and the like; for a large, plain, cached payload (a catalogue search: 25 KB, ~1,000 values)
 * that walk costs more than the search itself. Wrapping the cached text in JsonText turns it into
 * one value for superjson; the client's superjson parses it back. Both sides import this module
 * (server/catalog/service.ts and client/lib/trpc.ts) so that the type is registered.
 */
import superjson from 'superjson';

/**
 * A brand, not `instanceof`: the development server loads this module twice (once for the server,
 * once through Vite for server rendering), both registering with the one superjson, and the last
 * registration must still recognise the other copy's instances.
 */
const BRAND = Symbol.for('puur.json-text');

export class JsonText {
  readonly [BRAND] = true;
  #text: string | null;
  #bytes: Uint8Array | null;

  /** The text, or its UTF-8 bytes (kept off the JavaScript heap, as the search worker sends it). */
  constructor(content: string | Uint8Array) {
    this.#text = typeof content === 'string' ? content : null;
    this.#bytes = typeof content === 'string' ? null : content;
  }

  get text(): string {
    return (this.#text ??= new TextDecoder().decode(this.#bytes!));
  }

  get bytes(): Uint8Array {
    return (this.#bytes ??= new TextEncoder().encode(this.#text!));
  }
}

const isJsonText = (value: unknown): value is JsonText =>
  typeof value === 'object' && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;

superjson.registerCustom<JsonText, string>(
  {
    isApplicable: isJsonText,
    serialize: (value) => value.text,
    // The client receives the parsed payload, not a JsonText.
    deserialize: (text) => JSON.parse(text) as JsonText,
  },
  'puur.json-text',
);
