import { describe, expect, it } from 'vitest';
import { cameraErrorMessage } from './camera-errors';

describe('cameraErrorMessage', () => {
  it('tells no camera, a refused permission and a busy camera apart, each with the photo fallback', () => {
    expect(cameraErrorMessage(new DOMException('x', 'NotFoundError'))).toBe(
      'No camera was found on this device. You can scan a photo of the code instead.',
    );
    const refused = cameraErrorMessage(new DOMException('x', 'NotAllowedError'));
    expect(refused.startsWith('Failed to start camera. Please check permissions. Camera access was refused')).toBe(true);
    expect(cameraErrorMessage(new DOMException('x', 'NotReadableError'))).toContain('in use by another app');
    for (const cause of [new Error('odd'), 'text', undefined])
      expect(cameraErrorMessage(cause)).toBe('Failed to start camera. Please check permissions. You can scan a photo of the code instead.');
  });
});
