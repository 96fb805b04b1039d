/**
 * User-facing texts from the product spec (../shared/spec/product-spec.md), word for word.
 * Both the API and the web app read them from here so a message cannot drift between sides.
 */
export const MESSAGES = {
  http: {
    network: 'Network error - please check your connection',
    notFound: 'Resource not found',
    forbidden: 'Access denied',
    generic: 'An error occurred',
  },
  phone: {
    invalid: 'Please enter a valid mobile number',
    captchaRequired: 'Please complete the CAPTCHA verification',
  },
  otp: {
    incomplete: 'Please enter the complete OTP.',
    incorrect: 'Incorrect OTP',
    noToken: 'Login failed - no authentication token received',
    loginFailed: 'Login failed. Please try again.',
    userNotRegistered: 'Access restricted to registered users only. Please contact your administrator to request access.',
    tooManyAttempts: 'Too many attempts. Please try again later.',
    sendFailed: 'Failed to send OTP',
    contactSupport: 'Please contact support',
    generic: 'An error occurred. Please try again.',
  },
  mfa: {
    codeRequired: 'Please enter the 6-digit MFA code.',
    setupCodeInvalid: 'Please enter a valid 6-digit TOTP code.',
    recoveryRequired: 'Please enter a recovery code.',
    disableCodeRequired: 'Please enter your current TOTP code to disable MFA.',
    invalidCode: 'Invalid MFA code. Please try again.',
    verificationFailed: 'MFA verification failed. Please try again.',
    invalidRecoveryCode: 'Invalid or used recovery code.',
    tokenNotFound: 'Authentication token not found. Please try logging in again.',
    disableUnauthorized: 'Authentication failed. Please try logging out and logging back in.',
    /** A well-formed setup code that is not the app's current one (usually a phone clock that is off). */
    setupCodeMismatch: 'That code did not match. Check the time on your phone and try again.',
  },
  sso: {
    emailRequired: 'Please enter your email address',
    emailInvalid: 'Please enter a valid email address',
    domainNotAllowed: (domains: string[]) => `Only email addresses from ${domains.map((domain) => `@${domain}`).join(', ')} are allowed`,
    initiateFailed: 'Failed to initiate SSO login. Please try again.',
  },
  checkIn: {
    noToken: 'No authentication token found. Please login.',
    invalidFormat: 'Invalid QR code format',
    sessionExpired: 'Session expired. Please login again.',
    operationFailed: 'Operation failed. Please try again.',
    failed: 'Check-in failed. Please try again.',
    visitorFailed: 'Visitor check-in failed. Please try again.',
    invalidCode: 'Invalid QR code. Please try again.',
    noData: 'No QR data found. Please scan again.',
    visitorMultiFailed: 'Visitor multi-category check-in failed. Please try again.',
    visitorMarkFailed: 'Failed to mark visitor attendance. Please try again.',
    cameraUnsupported: 'Camera not supported in this browser',
    cameraFailed: 'Failed to start camera. Please check permissions.',
  },
  register: {
    loginRequired: 'Please login to register for Corporate Olympics',
  },
  coupons: {
    newCoupons: (count: number) => `🎉 You have ${count} new coupon(s)!`,
  },
} as const;
