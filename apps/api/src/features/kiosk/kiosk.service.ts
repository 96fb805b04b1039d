import { createHash, randomBytes } from 'node:crypto';
import { KIOSK_PIN_ATTEMPTS, KIOSK_SESSION_HOURS, type KioskSession, type StartKioskBody } from '@podium/contracts/check-in/kiosk';
import type { RotatingCode } from '@podium/contracts/check-in/checkin-codes';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../platform/clock';
import { findTenantEvent, listSportVenues, currentRotatingCode } from '../check-in';
import { hashKioskPin, isKioskPin } from './kiosk-pin';
import { claimPinTry, endKioskSession, endKiosksOfStarter, findKioskByTokenHash, insertKioskSession } from './kiosk.repository';

const KIOSK_ENDED = 'This kiosk has ended. A staff member must sign in and start it again.';
const STARTER_OFF_EVENT =
  'This kiosk has ended: the staff member who started it no longer works this event. A staff member of the event must start it again.';

/** Whether a staff member (or admin) may work an event now: the staff feature's scope, passed in by app.ts. */
export type StarterScopeCheck = (db: Database, starter: { id: number; role: string }, eventId: number) => Promise<boolean>;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

async function findPlace(db: Database, eventId: number, sportId: number, venue: string) {
  return (await listSportVenues(db, eventId)).find((row) => row.sportId === sportId && row.venue.toLowerCase() === venue.toLowerCase());
}

/**
 * A locked kiosk: staff start it for one sport, venue and direction; the device then holds a
 * token that reads that one rotating code and nothing else (no session, no staff routes).
 */
export class KioskService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** Checked on every kiosk read (issue 28); the staff routes that only start and end kiosks need none. */
    private readonly isEventInStarterScope?: StarterScopeCheck,
  ) {}

  async start(tenantId: number, staffUserId: number, body: StartKioskBody): Promise<KioskSession> {
    const event = await findTenantEvent(this.db, tenantId, body.eventId);
    if (!event) throw new DomainError('EVENT_NOT_FOUND', 'Event not found.');
    const place = await findPlace(this.db, event.id, body.sportId, body.venue);
    if (!place) throw new DomainError('WRONG_VENUE', `That sport is not played at ${body.venue} at ${event.name}.`);
    const kioskToken = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.clock.now().getTime() + KIOSK_SESSION_HOURS * 3_600_000);
    await insertKioskSession(this.db, {
      tenantId,
      tokenHash: hashToken(kioskToken),
      eventId: event.id,
      sportId: place.sportId,
      venue: place.venue,
      direction: body.direction,
      startedBy: staffUserId,
      expiresAt,
      pinHash: body.pin ? await hashKioskPin(body.pin) : null,
    });
    return {
      kioskToken,
      expiresAt: expiresAt.toISOString(),
      eventName: event.name,
      sportName: place.sportName,
      venue: place.venue,
      direction: body.direction,
      hasPin: Boolean(body.pin),
    };
  }

  /**
   * The kiosk's current code; refused (401) once it expired or was ended (by its PIN, by staff, or
   * by its starter being signed out everywhere), or when its starter is no longer staff or no
   * longer works its event: all checked on every read, so a kiosk never outlives its starter's rights.
   */
  async currentCode(tenantId: number, kioskToken: string): Promise<RotatingCode> {
    const now = this.clock.now();
    const found = await findKioskByTokenHash(this.db, tenantId, hashToken(kioskToken));
    if (!found || found.kiosk.expiresAt <= now || (found.starterRole !== 'staff' && found.starterRole !== 'admin'))
      throw new DomainError('UNAUTHENTICATED', KIOSK_ENDED);
    const { kiosk, event } = found;
    const starter = { id: kiosk.startedBy, role: found.starterRole };
    if (!this.isEventInStarterScope) throw new Error('KioskService reads codes only with the starter scope check');
    if (!(await this.isEventInStarterScope(this.db, starter, event.id))) throw new DomainError('UNAUTHENTICATED', STARTER_OFF_EVENT);
    const place = await findPlace(this.db, event.id, kiosk.sportId, kiosk.venue);
    if (!place) throw new DomainError('WRONG_VENUE', `That sport is no longer played at ${kiosk.venue} at ${event.name}.`);
    return currentRotatingCode(event, place, kiosk.direction === 'out' ? 'out' : 'in', now);
  }

  /** Ends every live kiosk `userId` started: they are signed out everywhere, so their kiosks stop too. */
  async endKiosksStartedBy(tenantId: number, userId: number): Promise<number> {
    return endKiosksOfStarter(this.db, tenantId, userId, this.clock.now());
  }

  /** Ends the kiosk on the device with its PIN; each try is claimed before it is compared. */
  async endWithPin(tenantId: number, kioskToken: string, pin: string): Promise<void> {
    const tokenHash = hashToken(kioskToken);
    const kiosk = await findKioskByTokenHash(this.db, tenantId, tokenHash);
    if (!kiosk) throw new DomainError('UNAUTHENTICATED', KIOSK_ENDED);
    if (!kiosk.kiosk.pinHash) throw new DomainError('FORBIDDEN', 'This kiosk has no PIN: a staff member must sign in to end it.');
    const tried = await claimPinTry(this.db, tenantId, tokenHash, KIOSK_PIN_ATTEMPTS);
    if (!tried?.pinHash) throw new DomainError('FORBIDDEN', 'Too many wrong PINs: a staff member must sign in to end this kiosk.');
    if (!(await isKioskPin(pin, tried.pinHash))) throw new DomainError('FORBIDDEN', 'That PIN is not right.');
    await endKioskSession(this.db, tenantId, tokenHash, this.clock.now());
  }

  /** A staff member signed in on the device ends its kiosk (staff of another event cannot). */
  async endAsStaff(tenantId: number, kioskToken: string, mayWorkEvent: (eventId: number) => boolean): Promise<void> {
    const tokenHash = hashToken(kioskToken);
    const kiosk = await findKioskByTokenHash(this.db, tenantId, tokenHash);
    if (!kiosk) throw new DomainError('NOT_FOUND', 'This kiosk has already ended.');
    if (!mayWorkEvent(kiosk.kiosk.eventId))
      throw new DomainError('FORBIDDEN', 'You are not staff at this event. Ask an admin of this site to add it to your events.');
    await endKioskSession(this.db, tenantId, tokenHash, this.clock.now());
  }
}
