import { Inject, Injectable } from '@nestjs/common';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type LabelFormat } from '@shared/contracts/labels';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** How long a large document is kept after its job made it: enough to fetch and print it. */
export const LABEL_DOCUMENT_TTL_MS = 60 * 60 * 1000;

/**
 * The documents of large label jobs, as files under DATA_DIR/labels named by their job
 * (`<jobId>.pdf` / `<jobId>.zpl`). A job id is all a name holds, so no caller's text reaches a path.
 */
@Injectable()
export class LabelDocumentFiles {
  readonly directory: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.directory = join(config.dataDir, 'labels');
  }

  pathOf(jobId: number, format: LabelFormat): string {
    return join(this.directory, `${Math.trunc(jobId)}.${format}`);
  }

  /**
   * Written whole or not at all: a retried job writes the same name again, and a reader never sees
   * half a document (the rename is atomic on one file system).
   */
  async write(jobId: number, format: LabelFormat, bytes: Buffer): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    const partial = `${this.pathOf(jobId, format)}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, this.pathOf(jobId, format));
  }

  /** The document's size, or null when there is none (never made, or swept). */
  async sizeOf(jobId: number, format: LabelFormat): Promise<number | null> {
    try {
      return (await stat(this.pathOf(jobId, format))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(jobId: number, format: LabelFormat): Promise<void> {
    await rm(this.pathOf(jobId, format), { force: true });
  }

  /** Deletes every document older than the TTL (each new job sweeps, so none outlives it for long). */
  async sweep(now = Date.now()): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    let removed = 0;
    for (const name of names) {
      const path = join(this.directory, name);
      const stats = await stat(path).catch(() => null);
      if (stats && now - stats.mtimeMs > LABEL_DOCUMENT_TTL_MS) {
        await rm(path, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}
