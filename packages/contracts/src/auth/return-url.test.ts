import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-url';

describe('safeReturnPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/bengaluru-corporate-olympics-2026/teams?x=1#a', '/bengaluru-corporate-olympics-2026/teams?x=1#a'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['profile', '/'],
    ['/\t/evil.example', '/'],
    ['', '/'],
    [null, '/'],
  ])('%s → %s', (candidate, expected) => {
    expect(safeReturnPath(candidate)).toBe(expected);
  });
});
