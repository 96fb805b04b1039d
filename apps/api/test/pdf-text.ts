import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as the lines a reader sees: pdf.js (Mozilla's PDF reader) extracts the text
 * runs with their positions, and runs on the same baseline of a page are joined into one line.
 */
export async function pdfLines(pdf: Buffer | Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    const byBaseline = new Map<number, string>();
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue;
      const baseline = Math.round(item.transform[5] as number);
      byBaseline.set(baseline, `${byBaseline.get(baseline) ?? ''}${item.str}`);
    }
    // PDF coordinates grow upwards: the highest baseline is the first line.
    lines.push(...[...byBaseline.entries()].sort(([above], [below]) => below - above).map(([, text]) => text.trim()));
  }
  await document.destroy();
  return lines;
}
