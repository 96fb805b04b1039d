import type { EnabledScript } from '@podium/contracts/integrations/third-party-scripts';
import { Button } from '../../../components/ui/button';

const KIND_LABELS: Record<EnabledScript['kind'], string> = {
  analytics: 'analytics',
  tagManager: 'a tag manager',
  adPixel: 'an advertising pixel',
  chatWidget: 'a chat widget',
};

/** "analytics, a tag manager and a chat widget". */
function listKinds(scripts: EnabledScript[]): string {
  const labels = [...new Set(scripts.map((script) => KIND_LABELS[script.kind]))];
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/**
 * A small, non-blocking consent bar at the bottom (a labelled region landmark, so screen readers
 * list it; it does not steal focus): what would load and two equal buttons. Nothing loads until Accept.
 */
export function ConsentBanner({ scripts, onChoose }: { scripts: EnabledScript[]; onChoose: (accepted: boolean) => void }) {
  return (
    <section
      aria-labelledby="consent-title"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(15,23,42,0.12)] backdrop-blur sm:inset-x-auto sm:bottom-4 sm:right-4 sm:max-w-md sm:rounded-2xl sm:border"
    >
      <h2 id="consent-title" className="text-base font-bold text-slate-900">
        Your privacy choice
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-slate-700">
        This site would like to use {listKinds(scripts)} from outside services. They load only if you accept, never on the sign-in page or
        while the scanner is open.
      </p>
      <div className="mt-3 flex gap-3">
        <Button onClick={() => onChoose(false)} variant="secondary" className="flex-1">
          Decline
        </Button>
        <Button onClick={() => onChoose(true)} className="flex-1">
          Accept
        </Button>
      </div>
    </section>
  );
}
