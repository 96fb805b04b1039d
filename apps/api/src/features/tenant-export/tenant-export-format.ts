/** The layout of a tenant export zip, shared by the export and the import. */

export const TENANT_EXPORT_FORMAT = 'podium-tenant-export/1';

/** URLs of pictures we store are `/api/uploads/<key>`; the zip holds each at `uploads/<key>`. */
export const UPLOADS_URL_PREFIX = '/api/uploads/';
const UPLOAD_KEY = /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/;

export interface TenantExportManifest {
  format: typeof TENANT_EXPORT_FORMAT;
  exportedAt: string;
  slug: string;
  /** Rows per table file. */
  tables: Record<string, number>;
  /** Pictures written under uploads/ (a picture a row names but the store lacks is left out). */
  uploads: number;
}

export const tableFileName = (table: string) => `tables/${table}.jsonl`;

/** One JSON line; bigint values (none today) would be written as strings rather than fail. */
export function toJsonLine(value: unknown): string {
  return `${JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item))}\n`;
}

/** The store keys of our uploads that a row names anywhere in its values (profile pictures, gallery, brand files). */
export function uploadKeysIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.startsWith(UPLOADS_URL_PREFIX)) {
      const key = value.slice(UPLOADS_URL_PREFIX.length);
      if (UPLOAD_KEY.test(key) && !key.split('/').includes('..')) found.push(key);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) uploadKeysIn(item, found);
  } else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const item of Object.values(value)) uploadKeysIn(item, found);
  }
  return found;
}
