/** Reads a query a page at a time by increasing id, so a large export never sits in memory whole. */
export async function* keysetPages<T extends { id: number }>(readPage: (afterId: number) => Promise<T[]>): AsyncGenerator<T> {
  let afterId = 0;
  for (;;) {
    const page = await readPage(afterId);
    yield* page;
    if (page.length === 0) return;
    afterId = page[page.length - 1]!.id;
  }
}
