import { withoutTrailingSlashes } from '@podium/contracts/http/without-trailing-slashes';

/** Paths where the header and app shell are hidden (spec section 2; /kiosk: a tablet on a stand shows no links). */
export const SHELL_HIDDEN_PATHS = ['/404', '/_error', '/privacy-policy', '/terms-conditions', '/cancellation-refund', '/kiosk'];

export function isShellHidden(pathname: string): boolean {
  const normalised = withoutTrailingSlashes(pathname.toLowerCase()) || '/';
  return SHELL_HIDDEN_PATHS.includes(normalised);
}
