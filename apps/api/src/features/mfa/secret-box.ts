import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/** The AES-256 key for MFA secrets, derived from DATA_ENCRYPTION_KEY (HKDF-SHA256, own label). */
export function deriveMfaSecretKey(dataEncryptionKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', dataEncryptionKey, 'podium', 'mfa-totp-secret-v1', 32));
}

/**
 * Encrypts a TOTP secret with AES-256-GCM. `context` (the user id) is bound as associated data,
 * so a ciphertext copied onto another user's row does not decrypt.
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
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Unknown MFA secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
