import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Keys are relative, slash-separated names such as
 * `avatars/<userId>/<file>.png`. The local directory implements it by default; an
 * S3-compatible store can implement the same four calls.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix/` (a deleted clinic's logos). */
  deleteAll(prefix: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*(\.[a-z0-9]+)?$/;

/** Files under one directory (`<dataDir>/files` by default). */
export class LocalDirectoryStorage implements FileStorage {
  constructor(private readonly root: string) {}

  /** Keys are checked so that no key can climb out of the root directory. */
  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const filePath = this.pathOf(key);
    await mkdir(path.dirname(filePath), { recursive: true });
    await writeFile(filePath, bytes);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async deleteAll(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }
}
