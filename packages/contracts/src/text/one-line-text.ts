import { z } from 'zod';

/** What a person reads when a one-line field holds a line break or a control character. */
export const ONE_LINE_TEXT_MESSAGE =
  'Use letters, numbers and punctuation on one line: line breaks and control characters are not allowed.';
/** What a person reads when a multi-line field holds a control character other than a line break or tab. */
export const MULTI_LINE_TEXT_MESSAGE = 'Use letters, numbers, punctuation and line breaks: control characters are not allowed.';

/**
 * C0 controls (tab, line feed, carriage return, vertical tab, form feed among them), DEL, C1 controls
 * (next line U+0085 among them) and the line and paragraph separators U+2028/U+2029: everything that
 * starts a new line, or draws nothing, when text is printed on a receipt or opened in a spreadsheet.
 * One character class without a quantifier: linear on any input.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const LINE_BREAK_OR_CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** The same less tab, line feed and carriage return, which a multi-line field keeps. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_OTHER_THAN_LINE_BREAK = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** True when the text has no line break and no control character (see LINE_BREAK_OR_CONTROL). */
export const isOneLineText = (value: string) => !LINE_BREAK_OR_CONTROL.test(value);
/** True when the text's only control characters are line feed, carriage return and tab. */
export const isMultiLineText = (value: string) => !CONTROL_OTHER_THAN_LINE_BREAK.test(value);

/**
 * A string printed or exported on one line: a name, a team or company name, a title, a reason, a
 * token. Refuses line breaks and control characters with ONE_LINE_TEXT_MESSAGE; chain the field's
 * own rules after it (`oneLineText().trim().min(2).max(80)`).
 */
export const oneLineText = (params?: Parameters<typeof z.string>[0]) => z.string(params).refine(isOneLineText, ONE_LINE_TEXT_MESSAGE);

/**
 * Free text whose line breaks matter (a blog body, a contact message, pasted CSV): keeps line feeds,
 * carriage returns and tabs, refuses every other control character. Marked `x-multiline` in the
 * OpenAPI document, which is how the class guard tells the two kinds apart.
 */
export const multiLineText = () => z.string().refine(isMultiLineText, MULTI_LINE_TEXT_MESSAGE).meta({ 'x-multiline': true });
