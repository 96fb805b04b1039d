/** '1 visitor', '2 visitors': the count and the noun in the right number (English; irregular plurals passed in). */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
