/**
 * Printing text that people typed (names, team, event and venue names) into a PDF on one line, so
 * that no field can add lines to a receipt or a poster: a name holding "\nTotal paid: INR 45000.00"
 * must not print a second total. The API refuses such text now (`oneLineText` in the contracts),
 * but rows saved before, or written by an import or an identity provider, may still hold it.
 */

/** Control characters (C0, DEL, C1) and the line and paragraph separators: one class, no quantifier. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const LINE_BREAK_OR_CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;

/** The text with every line break and control character turned into a space, trimmed. */
export function toOneLine(text: string): string {
  return text.replace(LINE_BREAK_OR_CONTROL, ' ').trim();
}

/** What of PDFKit's document the helpers use (its measuring and writing of text). */
interface TextDocument {
  widthOfString(text: string): number;
  currentLineHeight(includeGap?: boolean): number;
  text(text: string, options?: PDFKit.Mixins.TextOptions): this;
  x: number;
  page: { width: number; margins: { right: number } };
}

const ELLIPSIS = '…';

/**
 * The longest start of `text` (one line already) that fits `widthPoints` in the current font,
 * ending in an ellipsis when it had to be cut. Binary search over code points, so a long name costs
 * a few measurements and a surrogate pair is never split.
 */
export function fitToWidth(document: TextDocument, text: string, widthPoints: number): string {
  if (document.widthOfString(text) <= widthPoints) return text;
  const characters = Array.from(text);
  let [low, high] = [0, characters.length];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const candidate = `${characters.slice(0, middle).join('').trimEnd()}${ELLIPSIS}`;
    if (document.widthOfString(candidate) <= widthPoints) low = middle;
    else high = middle - 1;
  }
  return low === 0 ? '' : `${characters.slice(0, low).join('').trimEnd()}${ELLIPSIS}`;
}

/**
 * Writes `text` as exactly one line: line breaks and control characters become spaces, and text
 * wider than `width` (default: to the right margin) is cut with an ellipsis. PDFKit is also told
 * the line's height with `ellipsis`, so its own wrapping could not add a second line either.
 */
export function writeOneLine(
  document: TextDocument,
  text: string,
  options: { width?: number; align?: PDFKit.Mixins.TextOptions['align'] } = {},
): void {
  const width = options.width ?? document.page.width - document.page.margins.right - document.x;
  const line = fitToWidth(document, toOneLine(text), width);
  document.text(line, { ...options, width, height: document.currentLineHeight(true) * 1.5, ellipsis: true });
}
