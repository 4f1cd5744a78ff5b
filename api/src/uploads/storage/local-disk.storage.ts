import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { type UploadStorage } from './upload-storage';

/** Files under one directory (config UPLOAD_DIR, default DATA_DIR/uploads). */
export class LocalDiskStorage implements UploadStorage {
  constructor(private readonly directory: string) {}

  async save(key: string, bytes: Buffer): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    // 'wx': a public id is never reused, so never overwrite.
    await writeFile(this.pathOf(key), bytes, { flag: 'wx' });
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** basename: a key can never reach outside the directory. */
  private pathOf(key: string): string {
    return join(this.directory, basename(key));
  }
}
