import { AwsClient } from 'aws4fetch';
import { withoutTrailingSlashes } from '@podium/contracts/http/without-trailing-slashes';
import { DomainError } from '../../errors/domain-error';
import { OPERATOR_CONFIGURED, outboundFetch } from '../guarded-http';
import { assertSafeKey, type PictureStore } from './picture-store';

export interface S3PictureStoreOptions {
  /** e.g. `https://s3.eu-central-1.amazonaws.com` or `http://minio:9000`; path-style URLs are used. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Pictures as objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...), signed with
 * SigV4 by aws4fetch. Path-style URLs (`endpoint/bucket/key`) work with every such service.
 */
export class S3PictureStore implements PictureStore {
  private readonly client: AwsClient;
  private readonly baseUrl: string;

  constructor(options: S3PictureStoreOptions) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
    });
    this.baseUrl = `${withoutTrailingSlashes(options.endpoint)}/${encodeURIComponent(options.bucket)}`;
  }

  private url(key: string): string {
    assertSafeKey(key);
    return `${this.baseUrl}/${key}`;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const response = await this.send(this.url(key), {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { 'content-type': contentType },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new DomainError('UPSTREAM_FAILED', 'The picture could not be stored right now. Please try again.');
  }

  async get(key: string): Promise<Buffer | undefined> {
    const response = await this.send(this.url(key), { method: 'GET' });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status === 404) return undefined;
    if (!response.ok) throw new DomainError('UPSTREAM_FAILED', 'The picture could not be loaded right now. Please try again.');
    return body;
  }

  async remove(key: string): Promise<void> {
    // Best effort, like the folder store: an old picture left behind costs a few kilobytes.
    await this.send(this.url(key), { method: 'DELETE' })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }

  /** Signs with SigV4 (aws4fetch) and sends through the outbound agent; S3_ENDPOINT is the operator's. */
  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      const signed = await this.client.sign(url, init);
      return await outboundFetch(signed.url, { method: signed.method, headers: signed.headers, body: init.body }, OPERATOR_CONFIGURED);
    } catch {
      throw new DomainError('UPSTREAM_FAILED', 'The picture storage could not be reached. Please try again.');
    }
  }
}
