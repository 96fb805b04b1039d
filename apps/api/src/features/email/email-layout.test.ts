import { describe, expect, it } from 'vitest';
import { renderEmail } from './email-layout';

const content = {
  siteName: 'Initech Sports',
  preheader: 'Your place is confirmed.',
  heading: 'You are in',
  blocks: [{ kind: 'button' as const, label: 'See your events', url: 'https://initech.example/my-events' }],
  footnote: 'A one-off message.',
};

describe('emails wear the tenant brand', () => {
  it('draws the button in the primary colour with its chosen text colour, and the site name in it when white text reads on it', () => {
    const { html } = renderEmail({ ...content, brand: { primaryColor: '#166534', primaryTextColor: '#ffffff' } });
    expect(html).toContain('background:#166534;color:#ffffff');
    expect(html).toContain('color:#166534">Initech Sports</p>');
  });

  it('writes the site name in ink when the primary colour is light (dark text chosen for it)', () => {
    const { html } = renderEmail({ ...content, brand: { primaryColor: '#fde047', primaryTextColor: '#0f172a' } });
    expect(html).toContain('background:#fde047;color:#0f172a');
    expect(html).toContain('color:#0f172a">Initech Sports</p>');
  });

  it("keeps Podium's blue without a brand, and ignores a colour that is not #rrggbb", () => {
    expect(renderEmail(content).html).toContain('background:#1d4ed8;color:#ffffff');
    const { html } = renderEmail({ ...content, brand: { primaryColor: 'red;background:url(x)', primaryTextColor: '#ffffff' } });
    expect(html).toContain('background:#1d4ed8;color:#ffffff');
    expect(html).not.toContain('url(x)');
  });
});
