/**
 * A response that is already JSON text. superjson walks every value of a response to find Dates,
 * Maps and the like; for a large, plain, cached payload (a catalogue search: 25 KB, ~1,000 values)
 * that walk costs more than the search itself. Wrapping the cached text in JsonText turns it into
 * one value for superjson; the client's superjson parses it back. Both sides import this module
 * (server/services/catalog and client/lib/trpc.ts) so that the type is registered.
 */
import superjson from 'superjson';

export class JsonText {
  constructor(readonly text: string) {}
}

superjson.registerCustom<JsonText, string>(
  {
    isApplicable: (value): value is JsonText => value instanceof JsonText,
    serialize: (value) => value.text,
    // The client receives the parsed payload, not a JsonText.
    deserialize: (text) => JSON.parse(text) as JsonText,
  },
  'puur.json-text',
);
