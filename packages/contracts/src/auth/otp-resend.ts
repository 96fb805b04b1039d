/** Seconds between two codes to one number: the server's per-phone limit and the code screen's 'Resend OTP' wait. */
export const OTP_RESEND_WAIT_SECONDS = 60;

/** 'Resend OTP in 0:42' */
export function formatResendCountdown(secondsLeft: number): string {
  const seconds = Math.max(0, Math.ceil(secondsLeft));
  return `Resend OTP in ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** How long until a refused sign-in step may be tried again, in words: '45 seconds', '12 minutes', '2 hours'. */
export function formatRetryWait(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
