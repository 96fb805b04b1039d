/**
 * Set when a sign-out takes the person to a page of its own (the notice after deleting their
 * account): until that page loads, neither the reload that follows an auth change nor the
 * signed-in guard may send them elsewhere. On a busy phone the reload came first and the person
 * landed on "/Login?redirect=/profile" instead of being told their account was deleted.
 */
let leaving = false;

export function markLeavingPage(): void {
  leaving = true;
}

export function isLeavingPage(): boolean {
  return leaving;
}
