import { describe, expect, it } from 'vitest';
import { plainTextParts } from './plain-text-parts';

describe('plainTextParts', () => {
  it('makes web addresses links and keeps everything else as text, markup included', () => {
    expect(plainTextParts('Map: https://maps.example.com/b. <b>Ground B</b>')).toEqual([
      { kind: 'text', text: 'Map: ' },
      { kind: 'link', text: 'https://maps.example.com/b', href: 'https://maps.example.com/b' },
      { kind: 'text', text: '. <b>Ground B</b>' },
    ]);
  });

  it('leaves javascript: and other schemes as text', () => {
    expect(plainTextParts('javascript:alert(1) ftp://x')).toEqual([{ kind: 'text', text: 'javascript:alert(1) ftp://x' }]);
  });
});
