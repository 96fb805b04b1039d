import { codeRequestsNotice } from '@podium/contracts/auth/sign-in-messages';
import { toast } from '../../components/ui/toaster';

/** Long enough to read after the page has moved on to the return URL. */
const NOTICE_DURATION_MS = 15_000;

/**
 * Tells the person, quietly, that others asked for codes to their number since their last sign-in
 * (issue 28; `codeRequestsSinceLastSignIn` of the verifyOtp answer). Nothing when there were none.
 */
export function showCodeRequestsNotice(count: number | undefined): void {
  if (!count) return;
  toast.info(codeRequestsNotice(count), { duration: NOTICE_DURATION_MS });
}
