/**
 * Answers of a page's first public reads that the server put into its HTML
 * (`<script type="application/json" id="podium-boot">`, apps/api/src/http/web-app/boot-data.ts):
 * the first GET of each URL takes its answer instead of a round trip (issue 14). Each is used once
 * and only while the page is fresh, so every later read of the same URL goes to the network.
 */
const FRESH_FOR_MS = 10_000;

let answers: Map<string, unknown> | undefined;

function load(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById('podium-boot');
  if (element?.textContent) {
    try {
      const parsed = JSON.parse(element.textContent) as Record<string, unknown>;
      for (const [url, body] of Object.entries(parsed)) answers.set(url, body);
    } catch {
      // A damaged block only costs the round trips it would have saved.
    }
    element.remove();
  }
  return answers;
}

/** The embedded answer for `url`, once; undefined when there is none or the page is no longer fresh. */
export function takeBootAnswer(url: string): unknown {
  const store = load();
  if (store.size === 0) return undefined;
  if (performance.now() > FRESH_FOR_MS) {
    store.clear();
    return undefined;
  }
  const answer = store.get(url);
  store.delete(url);
  return answer;
}
