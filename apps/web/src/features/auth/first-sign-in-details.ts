// What the first sign-in's details step needs beyond the code step: the fields (with the company
// picker and its list) and their checks (with Zod). The code step imports this only when the server
// answers that details are missing, so a person who signs in again never downloads it (issue 34).
export { ExtraFields } from './components/extra-fields';
export { validateDetailFields } from './details-validation';
