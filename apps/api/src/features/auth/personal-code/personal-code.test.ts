import { describe, expect, it } from 'vitest';
import { parsePersonalCode, personalCodeImage, signPersonalCode, verifyPersonalCode } from './personal-code';

const secret = 'test-secret-test-secret-test-secret-0123';
const user = { id: 42, tenantId: 7, personalCodeNonce: '2f7b3a1e-5c1d-4f7e-9a55-3b1f0c9d8e21' };

describe('personal code', () => {
  it('verifies its own code', () => {
    const text = signPersonalCode(secret, user);
    expect(text).toMatch(/^PODIUM-USER\.7\.42\./);
    expect(parsePersonalCode(text)).toMatchObject({ tenantId: 7, userId: 42 });
    expect(verifyPersonalCode(secret, text, user)).toBe(true);
  });

  it('refuses a revoked (rotated nonce), tampered or foreign code', () => {
    const text = signPersonalCode(secret, user);
    expect(verifyPersonalCode(secret, text, { ...user, personalCodeNonce: '00000000-0000-4000-8000-000000000000' })).toBe(false);
    expect(verifyPersonalCode(secret, text.replace('.42.', '.43.'), { ...user, id: 43 })).toBe(false);
    expect(verifyPersonalCode('another-secret-another-secret-0123456', text, user)).toBe(false);
    expect(verifyPersonalCode(secret, text, { ...user, tenantId: 8 })).toBe(false);
    expect(parsePersonalCode('1,2,Main Hall')).toBeUndefined();
  });

  it('draws a PNG data URL, drawn again for a rotated nonce (the drawings are cached by code)', async () => {
    const image = await personalCodeImage(secret, user);
    expect(image).toMatch(/^data:image\/png;base64,/);
    expect(await personalCodeImage(secret, user)).toBe(image);
    const rotated = await personalCodeImage(secret, { ...user, personalCodeNonce: '00000000-0000-4000-8000-000000000000' });
    expect(rotated).toMatch(/^data:image\/png;base64,/);
    expect(rotated).not.toBe(image);
  });
});
