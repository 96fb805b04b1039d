// The auth feature's public face: other features import from here, never a file inside (issue 18).
export { chooseCaptcha } from './captcha/captcha-choice';
export type { CaptchaHandle } from './captcha/captcha-handle';
export { CaptchaWidget } from './components/deferred-captcha-widget';
export { CompanyCombobox, type CompanyValue } from './components/company-combobox';
export { useCompanies } from './api/get-companies';
