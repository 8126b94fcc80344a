import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteSource } from '@telemed/formats';

/** A stored file opened for ranged reads; close it when done. */
export interface StoredFile extends ByteSource {
  close(): Promise<void>;
}

/**
 * A file being written by position (an encoded pyramid, whose levels complete out of order). It
 * appears under its key only when committed; until then readers see the previous file or none.
 */
export interface StoredFileWriter {
  write(bytes: Uint8Array, position: number): Promise<void>;
  /** Makes the file visible under its key (replacing any); answers its size in bytes. */
  commit(): Promise<number>;
  /** Drops what was written: nothing appears under the key. */
  discard(): Promise<void>;
}

/**
 * What recordings need beyond `FileStorage`'s whole-buffer calls: files of up to gigabytes are
 * written from a stream and read by byte range (an EDF window, a few pyramid buckets), never
 * whole. Keys are the same relative, slash-separated names. The local directory implements it;
 * an S3-compatible store maps `write` to a multipart upload and `open(...).read` to ranged GETs.
 */
export interface RecordingStorage {
  /** Stores the chunks under `key` (replacing it); answers the number of bytes written. */
  write(key: string, chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<number>;
  /** Starts a file written by position under `key`; commit or discard it. */
  create(key: string): Promise<StoredFileWriter>;
  /** Opens a stored file for ranged reads, or null when nothing is stored under the key. */
  open(key: string): Promise<StoredFile | null>;
  /** Size in bytes, or null when nothing is stored under the key. */
  size(key: string): Promise<number | null>;
  /** Removes every file whose key starts with `prefix/`. */
  deleteAll(prefix: string): Promise<void>;
  /** The names one level under `prefix/` (files and folders alike); none when nothing is there. */
  list(prefix: string): Promise<string[]>;
  /**
   * Removes what writes left unfinished when their process died (a killed upload's partial file);
   * answers how many were removed. Writes of live processes are left alone.
   */
  sweepAbandonedWrites(): Promise<number>;
}

/** `<target>.<pid>.<ms>.partial`: the file a write goes to before it is renamed to its key. */
const PARTIAL_FILE = /\.(\d+)\.\d+\.partial$/;

/** Whether a process with this id runs on this machine (signal 0 only checks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Bytes a streamed write may hold while the disk takes the previous ones. */
const WRITE_BUFFER_BYTES = 1 << 20;

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*(\.[a-z0-9]+)?$/;

/** Recording files under one directory (`<dataDir>/files`, beside the other stored files). */
export class LocalDirectoryRecordingStorage implements RecordingStorage {
  constructor(private readonly root: string) {}

  /** Keys are checked so that no key can climb out of the root directory. */
  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  /** A path beside the target to write to and rename, so a reader never sees half a file. */
  private async partialPathOf(key: string): Promise<{ target: string; partial: string }> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    return { target, partial: `${target}.${process.pid}.${Date.now()}.partial` };
  }

  async write(
    key: string,
    chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  ): Promise<number> {
    const { target, partial } = await this.partialPathOf(key);
    let bytes = 0;
    const counted = async function* () {
      for await (const chunk of chunks) {
        bytes += chunk.byteLength;
        yield chunk;
      }
    };
    try {
      // Chunks gather while a write is under way and leave together (one writev): with the
      // default 16 kB mark every 64 kB socket chunk waited for a write of its own.
      const file = createWriteStream(partial, { highWaterMark: WRITE_BUFFER_BYTES });
      await pipeline(counted, file as Writable);
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return bytes;
  }

  async create(key: string): Promise<StoredFileWriter> {
    const { target, partial } = await this.partialPathOf(key);
    const handle = await open(partial, 'w');
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      await handle.close();
    };
    return {
      async write(bytes, position) {
        let done = 0;
        while (done < bytes.length) {
          const { bytesWritten } = await handle.write(
            bytes,
            done,
            bytes.length - done,
            position + done,
          );
          done += bytesWritten;
        }
      },
      async commit() {
        const { size } = await handle.stat();
        await close();
        await rename(partial, target);
        return size;
      },
      async discard() {
        await close();
        await rm(partial, { force: true });
      },
    };
  }

  async open(key: string): Promise<StoredFile | null> {
    let handle;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const { size } = await handle.stat();
    const fileHandle = handle;
    return {
      size,
      async read(offset, length) {
        const wanted = Math.max(0, Math.min(length, size - offset));
        const buffer = new Uint8Array(wanted);
        let done = 0;
        while (done < wanted) {
          const { bytesRead } = await fileHandle.read(buffer, done, wanted - done, offset + done);
          if (bytesRead === 0) break;
          done += bytesRead;
        }
        return done === wanted ? buffer : buffer.subarray(0, done);
      },
      close: () => fileHandle.close(),
    };
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async deleteAll(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }

  async list(prefix: string): Promise<string[]> {
    try {
      return await readdir(this.pathOf(prefix));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  /**
   * A partial file names the process writing it; one whose process is gone was left by a crash
   * or a kill mid-upload and is never finished. The directory is this machine's, so the process
   * table says who is alive.
   */
  async sweepAbandonedWrites(): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.root, { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    let removed = 0;
    for (const name of names) {
      const pid = PARTIAL_FILE.exec(name)?.[1];
      if (pid === undefined || isRunning(Number(pid))) continue;
      await rm(path.join(this.root, name), { force: true });
      removed += 1;
    }
    return removed;
  }
}
