import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/controls';

export interface CreatedSite {
  name: string;
  hostnames: string[];
  inviteUrl: string;
  /** The address the invitation also went to by email, when it went. */
  emailedTo?: string | undefined;
}

/**
 * What the operator does next once a site is made: send the first admin the invitation link (one
 * use, 7 days) and point each custom host at Podium with a CNAME record. TLS is the proxy's job.
 */
export function SiteCreated({ site, cnameTarget, onDismiss }: { site: CreatedSite; cnameTarget: string | null; onDismiss(): void }) {
  const [isCopied, setIsCopied] = useState(false);
  const customHosts = site.hostnames.filter((host) => !host.endsWith('.localhost'));
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(site.inviteUrl);
      setIsCopied(true);
    } catch {
      // No clipboard (an insecure origin, or refused): the link stays selectable in its box.
      setIsCopied(false);
    }
  };
  return (
    <div
      role="status"
      aria-labelledby="site-created-title"
      className="mt-4 space-y-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm"
    >
      <h3 id="site-created-title" className="text-base font-semibold text-emerald-900">
        {site.name} is set up
      </h3>
      <p className="text-emerald-900">
        {site.emailedTo
          ? `The invitation went by email to ${site.emailedTo}. You can also pass on the link yourself: it works once, for 7 days, on the site's own address.`
          : "Send the first admin this invitation. It works once, for 7 days, on the site's own address."}
      </p>
      <div className="flex flex-wrap gap-2">
        <TextInput
          readOnly
          aria-label="Invitation link"
          value={site.inviteUrl}
          onFocus={(event) => event.currentTarget.select()}
          className="flex-1 basis-64 font-mono text-sm"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {isCopied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
      {customHosts.length > 0 && (
        <p className="text-emerald-900">
          Then add a DNS record for {customHosts.join(', ')}:{' '}
          <code className="rounded bg-white px-1">CNAME {cnameTarget ?? 'the host Podium answers on'}</code>. HTTPS is set up at your proxy
          (docs/operations.md).
        </p>
      )}
      <Button variant="ghost" onClick={onDismiss}>
        Done
      </Button>
    </div>
  );
}
