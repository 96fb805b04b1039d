import type { StaffScanRequest, StaffScanResult } from '@podium/contracts/staff/staff-scan';
import type { Database } from '../../../db/client';
import { findPersonalCodeFields } from '../../users';
import { DomainError } from '../../../errors/domain-error';
import { parsePersonalCode, verifyPersonalCode } from '../../auth';
import type { StaffActor, StaffCheckInService } from '../attendance/staff-check-in.service';
import { listConfirmedCategoryIds, listEventStaffCategories, requireStaffEvent } from '../staff-events/staff-events.repository';

/**
 * Staff read a person's personal QR code at a chosen event, sport and venue. The code must be this
 * site's and current (a renewed code's nonce no longer matches). A person registered for the sport
 * there is checked in to those categories as a participant; anyone else as a visitor in the chosen
 * (or only) category.
 */
export class StaffScanService {
  constructor(
    private readonly db: Database,
    private readonly checkIns: StaffCheckInService,
    private readonly personalCodeSecret: string,
  ) {}

  async scan(actor: StaffActor, input: StaffScanRequest): Promise<StaffScanResult> {
    const person = await this.readPerson(actor.tenantId, input.code);
    return this.db.transaction(async (tx) => {
      const event = await requireStaffEvent(tx, actor.tenantId, input.eventId);
      const here = (await listEventStaffCategories(tx, event.id)).filter(
        (category) => category.sportId === input.sportId && category.venueId === input.venueId,
      );
      if (here.length === 0)
        throw new DomainError('WRONG_VENUE', `That sport is not played at that venue at ${event.name}. Check your scanner setup.`);
      const registered = await listConfirmedCategoryIds(tx, person.id);
      const registeredHere = here.filter((category) => registered.some((row) => row.eventSportCategoryId === category.id));
      const isParticipant = registeredHere.length > 0;
      const targets = isParticipant ? registeredHere : [this.visitorCategory(here, input.eventSportCategoryId)];
      const results = [];
      for (const category of targets) {
        results.push(
          await this.checkIns.checkIn(
            actor,
            {
              eventId: event.id,
              userId: person.id,
              eventSportCategoryId: category.id,
              method: 'staff-scan',
              reason: null,
              isOffline: input.offline === true,
            },
            tx,
          ),
        );
      }
      return { userType: isParticipant ? ('Participant' as const) : ('Visitor' as const), results };
    });
  }

  private visitorCategory(here: { id: number; categoryName: string }[], chosenId: number | undefined) {
    if (chosenId !== undefined) {
      const chosen = here.find((category) => category.id === chosenId);
      if (!chosen)
        throw new DomainError('CATEGORY_NOT_AVAILABLE', 'The chosen category is not played at this venue. Pick one from the list.');
      return chosen;
    }
    if (here.length === 1) return here[0]!;
    throw new DomainError(
      'CATEGORY_REQUIRED',
      `This person is not registered here: choose the category to check them in as a visitor (${here.map((category) => category.categoryName).join(', ')}).`,
    );
  }

  private async readPerson(tenantId: number, code: string) {
    const parsed = parsePersonalCode(code);
    if (!parsed)
      throw new DomainError('INVALID_CODE', "This is not a personal QR code. Ask the person to open Profile and show 'My QR code'.");
    if (parsed.tenantId !== tenantId)
      throw new DomainError('INVALID_CODE', 'This personal QR code belongs to another site and cannot be used here.');
    const person = await findPersonalCodeFields(this.db, tenantId, parsed.userId);
    if (!person || !verifyPersonalCode(this.personalCodeSecret, code, person)) {
      throw new DomainError(
        'INVALID_CODE',
        'This personal QR code has been revoked or is not valid. Ask the person to show the current code from their profile.',
      );
    }
    return person;
  }
}
