import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/** An AES-256 key derived from DATA_ENCRYPTION_KEY for one purpose (HKDF-SHA256, one label per purpose). */
export function deriveSecretKey(dataEncryptionKey: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', dataEncryptionKey, 'podium', label, 32));
}

/** The AES-256 key for MFA secrets. */
export function deriveMfaSecretKey(dataEncryptionKey: string): Buffer {
  return deriveSecretKey(dataEncryptionKey, 'mfa-totp-secret-v1');
}

/** The AES-256 key for identity providers' client secrets. */
export function deriveSsoClientSecretKey(dataEncryptionKey: string): Buffer {
  return deriveSecretKey(dataEncryptionKey, 'sso-client-secret-v1');
}

/**
 * Encrypts a secret (TOTP secret, client secret) with AES-256-GCM. `context` (the user id, the
 * tenant and connection) is bound as associated data, so a ciphertext copied onto another row does
 * not decrypt.
 */
export function encryptSecret(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** Decrypts what encryptSecret made; throws when the key, context or text do not match. */
export function decryptSecret(key: Buffer, sealed: string, context: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
