import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type PictureStore } from './picture-store';

/** Pictures as files under DATA_DIR/uploads/<key> (a multi-replica deployment must share the folder). */
export class FolderPictureStore implements PictureStore {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'uploads');
  }

  filePath(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const filePath = this.filePath(key);
    await mkdir(path.dirname(filePath), { recursive: true });
    await writeFile(filePath, bytes);
  }

  async get(key: string): Promise<Buffer | undefined> {
    return readFile(this.filePath(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR') return undefined;
      throw error;
    });
  }

  async remove(key: string): Promise<void> {
    await unlink(this.filePath(key)).catch(() => undefined);
  }
}
