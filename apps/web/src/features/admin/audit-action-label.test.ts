import { describe, expect, it } from 'vitest';
import { actionLabel } from './audit-action-label';

describe('actionLabel', () => {
  it('turns stored audit keys into words', () => {
    expect(actionLabel('fixture.score-entered')).toBe('Fixture score entered');
    expect(actionLabel('placings.derived')).toBe('Placings derived');
    expect(actionLabel('user.signed-out-everywhere')).toBe('User signed out everywhere');
    expect(actionLabel('blog-post.created')).toBe('Blog post created');
  });
});
