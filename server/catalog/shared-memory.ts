/**
 * The same parts with every typed array copied onto shared memory: the main thread and the search
 * worker (./search-worker.ts) then read one copy of the index, and posting it copies nothing.
 */
export function onSharedMemory<T>(value: T): T {
  if (ArrayBuffer.isView(value)) {
    const array = value as unknown as Uint8Array;
    const Type = array.constructor as new (buffer: SharedArrayBuffer) => Uint8Array;
    const shared = new Type(new SharedArrayBuffer(array.byteLength));
    new Uint8Array(shared.buffer).set(
      new Uint8Array(array.buffer, array.byteOffset, array.byteLength),
    );
    return shared as unknown as T;
  }
  if (Array.isArray(value)) return value.map(onSharedMemory) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, onSharedMemory(field)]),
    ) as T;
  }
  return value;
}
