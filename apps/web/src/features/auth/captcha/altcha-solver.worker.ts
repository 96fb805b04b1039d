// The self-hosted captcha's proof of work, in a worker (issue 34): altcha-lib's own solver loop with
// its Web Crypto SHA-256 key derivation, the browser twin of the one the server checks with
// (apps/api/src/platform/captcha/altcha-captcha.ts). solveAltchaChallenge starts a few of these.
import { handler } from 'altcha-lib/workers/shared';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

handler({ deriveKey });
