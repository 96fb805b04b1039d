/** A block of an email: a paragraph, a list of label/value rows, or a button. */
export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'details'; title?: string; rows: Array<[label: string, value: string]> }
  | { kind: 'button'; label: string; url: string };

export interface EmailContent {
  siteName: string;
  /** Shown in the inbox list after the subject. */
  preheader: string;
  heading: string;
  blocks: EmailBlock[];
  /** Event mail: the footer offers this link. Without it (a one-off message), `footnote` is shown instead. */
  unsubscribeUrl?: string;
  footnote?: string;
  /** The tenant's primary colour and the text colour chosen for it (tenants.branding); Podium's blue without. */
  brand?: { primaryColor: string; primaryTextColor: string };
}

const DEFAULT_BRAND = { primaryColor: '#1d4ed8', primaryTextColor: '#ffffff' };
const HEX_COLOR = /^#[0-9a-f]{6}$/;

/**
 * The button's colours, and the colour of the site name on the white card: the primary colour when
 * white text reads on it (then it reads on white too), else ink.
 */
function brandColorsOf(brand: EmailContent['brand']) {
  const chosen = brand && HEX_COLOR.test(brand.primaryColor) && HEX_COLOR.test(brand.primaryTextColor) ? brand : DEFAULT_BRAND;
  return { ...chosen, nameColor: chosen.primaryTextColor === '#ffffff' ? chosen.primaryColor : '#0f172a' };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif";

function blockHtml(block: EmailBlock, brand: ReturnType<typeof brandColorsOf>): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1e293b">${escapeHtml(block.text)}</p>`;
    case 'details': {
      const title = block.title
        ? `<p style="margin:0 0 8px;font-size:17px;line-height:24px;font-weight:700;color:#0f172a">${escapeHtml(block.title)}</p>`
        : '';
      const rows = block.rows
        .map(
          ([label, value]) =>
            `<p style="margin:0 0 6px;font-size:15px;line-height:22px;color:#334155"><span style="color:#64748b">${escapeHtml(label)}:</span> <strong style="color:#0f172a">${escapeHtml(value)}</strong></p>`,
        )
        .join('');
      return `<div style="margin:0 0 16px;padding:14px 16px;border-radius:12px;background:#f1f5f9">${title}${rows}</div>`;
    }
    case 'button':
      return `<p style="margin:8px 0 24px"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:14px 22px;border-radius:999px;background:${brand.primaryColor};color:${brand.primaryTextColor};font-size:16px;font-weight:700;text-decoration:none">${escapeHtml(block.label)}</a></p>`;
  }
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'details':
      return [...(block.title ? [block.title] : []), ...block.rows.map(([label, value]) => `  ${label}: ${value}`)].join('\n');
    case 'button':
      return `${block.label}: ${block.url}`;
  }
}

/**
 * One column, at most 560 px wide, 16 px text and a 44 px tall button: reads on a phone without
 * zooming. Styles are inline (mail apps drop <style> blocks); the text part says the same.
 */
export function renderEmail(content: EmailContent): { html: string; text: string } {
  const brand = brandColorsOf(content.brand);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#e2e8f0;${FONT}">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</div>
<div style="max-width:560px;margin:0 auto;padding:16px 12px">
<div style="padding:24px 20px;border-radius:16px;background:#ffffff">
<p style="margin:0 0 12px;font-size:13px;font-weight:700;letter-spacing:0.06em;text-transform:uppercase;color:${brand.nameColor}">${escapeHtml(content.siteName)}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;color:#0f172a">${escapeHtml(content.heading)}</h1>
${content.blocks.map((block) => blockHtml(block, brand)).join('\n')}
</div>
<p style="margin:16px 8px;font-size:13px;line-height:20px;color:#475569">${
    content.unsubscribeUrl
      ? `You get this email because you signed up at ${escapeHtml(content.siteName)} with this address. <a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#1d4ed8">Unsubscribe</a> from these emails.`
      : escapeHtml(content.footnote ?? '')
  }</p>
</div>
</body></html>`;
  const text = [
    content.siteName,
    '',
    content.heading,
    '',
    ...content.blocks.map((block) => `${blockText(block)}\n`),
    '--',
    ...(content.unsubscribeUrl
      ? [`You get this email because you signed up at ${content.siteName} with this address.`, `Unsubscribe: ${content.unsubscribeUrl}`]
      : [content.footnote ?? '']),
  ].join('\n');
  return { html, text };
}
