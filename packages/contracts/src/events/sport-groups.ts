/** The three groups sports are listed under (Zod-free: the event pages import it at run time, issue 14). */
export const SPORT_GROUP_NAMES = ['Team', 'Individual', 'Precision'] as const;
export type SportGroupName = (typeof SPORT_GROUP_NAMES)[number];
