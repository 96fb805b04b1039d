/** One-click unsubscribe. */
export { UnsubscribePanel } from './components/unsubscribe-panel';
