/** A piece of an announcement: plain text, or a web address shown as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Punctuation after an address that belongs to the sentence, not the link. */
const TRAILING_PUNCTUATION = new Set(['.', ',', ';', ':', '!', '?', ')']);

/**
 * Splits plain text into text and links: a word that starts with `https://` or `http://` and parses
 * as a URL becomes a link (trailing punctuation stays text). Word by word, no pattern over the whole
 * text; nothing else is interpreted, so an announcement can never carry markup.
 */
export function plainTextParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  for (const piece of text.split(/(\s+)/)) {
    let end = piece.length;
    while (end > 0 && TRAILING_PUNCTUATION.has(piece[end - 1]!)) end -= 1;
    const trailing = piece.length - end;
    const candidate = piece.slice(0, end);
    if (/^https?:\/\//i.test(candidate) && URL.canParse(candidate)) {
      parts.push({ kind: 'link', text: candidate, href: candidate });
      if (trailing > 0) parts.push({ kind: 'text', text: piece.slice(candidate.length) });
    } else if (piece) {
      const last = parts.at(-1);
      if (last?.kind === 'text') last.text += piece;
      else parts.push({ kind: 'text', text: piece });
    }
  }
  return parts;
}
