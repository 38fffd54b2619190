/**
 * The HEIC decoder (docs/decisions/0019-heic-in-the-browser.md): libheif compiled to WebAssembly
 * (libheif-js), run in a worker of its own that image.ts starts for one photo and ends after it.
 * The worker and the .wasm are files of this site, fetched only when a HEIC photo is chosen; the
 * page's Content-Security-Policy allows them with 'wasm-unsafe-eval' (WebAssembly compilation),
 * never 'unsafe-eval': this build of libheif runs no JavaScript made from strings.
 *
 * Message in: the file's bytes. Message out: the primary image as RGBA pixels over white, or why
 * it failed.
 */
import createLibheif from 'libheif-js/libheif-wasm/libheif.js';
import wasmUrl from 'libheif-js/libheif-wasm/libheif.wasm?url';

export type HeicDecoderRequest = { bytes: ArrayBuffer };
export type HeicDecoderAnswer =
  { ok: true; width: number; height: number; pixels: ArrayBuffer } | { ok: false; message: string };

/** The JavaScript API that libheif-js adds to the Emscripten module (its post.js). */
interface HeifImage {
  get_width(): number;
  get_height(): number;
  is_primary(): boolean;
  has_alpha_channel(): boolean;
  display(
    target: { data: Uint8ClampedArray; width: number; height: number },
    done: (filled: unknown) => void,
  ): void;
  free(): void;
}
interface Libheif {
  HeifDecoder: new () => { decoder: unknown; decode(bytes: Uint8Array): HeifImage[] };
  heif_context_free(context: unknown): void;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<HeicDecoderRequest>) => void) | null;
  postMessage(message: HeicDecoderAnswer, transfer?: Transferable[]): void;
};

/**
 * Compiles the decoder's WebAssembly. Streaming compiles while the file arrives, and lets the
 * browser keep the compiled code for the next photo; a server that sends the file without the
 * application/wasm type gets the slower path.
 */
async function compile(): Promise<WebAssembly.Module> {
  try {
    return await WebAssembly.compileStreaming(fetch(wasmUrl));
  } catch (error) {
    // A policy that forbids WebAssembly, or a broken file: no second try.
    if (error instanceof WebAssembly.CompileError) throw error;
    const response = await fetch(wasmUrl);
    if (!response.ok) {
      throw new Error(`The decoder could not be loaded (${response.status}).`, { cause: error });
    }
    return WebAssembly.compile(await response.arrayBuffer());
  }
}

async function loadLibheif(): Promise<Libheif> {
  const compiled = await compile();
  // libheif-js sets up its JavaScript API as soon as createLibheif runs, so the WebAssembly must
  // be running by then: it is instantiated synchronously, from the module compiled above.
  return new Promise<Libheif>((resolve, reject) => {
    let module: Libheif | undefined;
    let initialized = false;
    const settle = () => {
      if (module && initialized) resolve(module);
    };
    const fail = (error: unknown) =>
      reject(error instanceof Error ? error : new Error(`The decoder stopped: ${String(error)}`));
    try {
      module = createLibheif({
        instantiateWasm(
          imports: WebAssembly.Imports,
          receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
        ) {
          const instance = new WebAssembly.Instance(compiled, imports);
          receive(instance, compiled);
          return instance.exports;
        },
        onRuntimeInitialized: () => {
          initialized = true;
          settle();
        },
        onAbort: fail,
        print: () => {},
        printErr: () => {},
      }) as unknown as Libheif;
      settle();
    } catch (error) {
      fail(error);
    }
  });
}

/** Straight alpha over white, in place: the JPEG has no transparency. */
function overWhite(pixels: Uint8ClampedArray) {
  for (let at = 0; at < pixels.length; at += 4) {
    const alpha = pixels[at + 3]!;
    if (alpha === 255) continue;
    const white = 255 - alpha;
    pixels[at] = (pixels[at]! * alpha) / 255 + white;
    pixels[at + 1] = (pixels[at + 1]! * alpha) / 255 + white;
    pixels[at + 2] = (pixels[at + 2]! * alpha) / 255 + white;
    pixels[at + 3] = 255;
  }
}

async function decode(bytes: ArrayBuffer): Promise<HeicDecoderAnswer> {
  const libheif = await loadLibheif();
  const decoder = new libheif.HeifDecoder();
  let images: HeifImage[] = [];
  try {
    images = decoder.decode(new Uint8Array(bytes));
    // The photo itself, not a thumbnail or a burst frame; libheif applies its rotation and crop.
    const image = images.find((candidate) => candidate.is_primary()) ?? images[0];
    if (!image) return { ok: false, message: 'No image in the HEIF file.' };
    const width = image.get_width();
    const height = image.get_height();
    if (!(width > 0 && height > 0)) return { ok: false, message: 'The image has no size.' };
    const target = { data: new Uint8ClampedArray(width * height * 4), width, height };
    const filled = await new Promise<boolean>((resolve) =>
      image.display(target, (result) => resolve(Boolean(result))),
    );
    if (!filled) return { ok: false, message: 'The image could not be decoded.' };
    if (image.has_alpha_channel()) overWhite(target.data);
    return { ok: true, width, height, pixels: target.data.buffer as ArrayBuffer };
  } finally {
    for (const image of images) image.free();
    if (decoder.decoder) libheif.heif_context_free(decoder.decoder);
  }
}

scope.onmessage = (event) => {
  decode(event.data.bytes).then(
    (answer) => scope.postMessage(answer, answer.ok ? [answer.pixels] : []),
    (error: unknown) =>
      scope.postMessage({
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      }),
  );
};
