import { useQuery } from '@tanstack/react-query';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { myWaitlistEntrySchema, type MyWaitlistEntry } from '@podium/contracts/registrations/waitlist';
import { http } from '../../../lib/http-client';
import { memberKeys } from '../../../lib/member-query-keys';

const myWaitlistAnswer = successEnvelope(myWaitlistEntrySchema.array());

/** Under the registrations key: whatever refreshes my registrations (a withdrawal, a registration) refreshes my places in line too. */
export const myWaitlistKey = (eventId?: number) => [...memberKeys.registrations, 'waitlist', eventId ?? 'all'] as const;

export async function getMyWaitlist(eventId?: number): Promise<MyWaitlistEntry[]> {
  return (await http.get('/customer/waitlist', { query: { eventId }, schema: myWaitlistAnswer })).data;
}

/** My places on waiting lists (issue 33 §5), with position and any offer held for me. */
export function useMyWaitlist(eventId?: number, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: myWaitlistKey(eventId), queryFn: () => getMyWaitlist(eventId), enabled: options.enabled ?? true });
}
