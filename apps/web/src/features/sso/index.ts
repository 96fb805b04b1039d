/** Sign-in with a company or social identity provider. */
export { SignInChoices } from './components/sign-in-choices';
export { useSsoMfaHandoff } from './hooks/use-sso-mfa-handoff';
