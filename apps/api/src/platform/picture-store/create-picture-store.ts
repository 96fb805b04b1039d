import type { Config } from '../../config/config';
import { FolderPictureStore } from './folder-picture-store';
import type { PictureStore } from './picture-store';
import { S3PictureStore } from './s3-picture-store';

/** The S3-compatible bucket when S3_ENDPOINT and S3_BUCKET are set, else DATA_DIR/uploads. */
export function createPictureStore(config: Config): PictureStore {
  if (config.S3_ENDPOINT && config.S3_BUCKET) {
    return new S3PictureStore({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    });
  }
  return new FolderPictureStore(config.DATA_DIR);
}
