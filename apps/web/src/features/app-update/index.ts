/** What the app shell uses of app-update: the prompt to load a new version. */
export { UpdatePrompt } from './components/update-prompt';
