/**
 * Random access to the bytes of a recording, so a reader can fetch only the parts it needs
 * (a 1 GB file never has to sit in memory). Implementations exist for buffers, Blobs/Files and
 * Node file handles; anything with a size and a positioned read can be one.
 */
export interface ByteSource {
  /** Total length in bytes. */
  readonly size: number;
  /** Resolves to the bytes [offset, offset + length), fewer only at the end of the source. */
  read(offset: number, length: number): Promise<Uint8Array>;
}

/** A source over bytes already in memory (an uploaded buffer, a test fixture). */
export function bufferSource(bytes: Uint8Array | ArrayBuffer): ByteSource {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  return {
    size: view.length,
    read: (offset, length) => Promise.resolve(view.subarray(offset, offset + length)),
  };
}

/** A source over a Blob or File (browser, Node 20+), read slice by slice. */
export function blobSource(blob: Blob): ByteSource {
  return {
    size: blob.size,
    read: async (offset, length) =>
      new Uint8Array(await blob.slice(offset, offset + length).arrayBuffer()),
  };
}

/**
 * The part of Node's `FileHandle` the reader uses; typed structurally so this package
 * imports nothing from Node and stays loadable in the browser.
 */
export interface PositionalFileHandle {
  read(
    buffer: Uint8Array,
    offset: number,
    length: number,
    position: number,
  ): Promise<{ bytesRead: number }>;
  stat(): Promise<{ size: number }>;
}

/**
 * A source over an open Node file handle (`await fs.promises.open(path)`); the caller closes it.
 * @example
 * const handle = await open('night.edf');
 * const recording = await openEdf(await fileHandleSource(handle));
 */
export async function fileHandleSource(handle: PositionalFileHandle): Promise<ByteSource> {
  const { size } = await handle.stat();
  return {
    size,
    read: async (offset, length) => {
      const wanted = Math.max(0, Math.min(length, size - offset));
      const buffer = new Uint8Array(wanted);
      let filled = 0;
      while (filled < wanted) {
        const { bytesRead } = await handle.read(buffer, filled, wanted - filled, offset + filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      return buffer.subarray(0, filled);
    },
  };
}
