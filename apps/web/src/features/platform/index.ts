// The platform feature's public face: the operator console (issue 29).
export { PlatformConsole } from './components/platform-console';
