import type { FastifyBaseLogger } from 'fastify';
import type { MyRegistration } from '@podium/contracts/registrations/registration';
import { eventPathSegment } from '@podium/contracts/events/event-path';
import { formatMoney } from '@podium/contracts/payments/format-money';
import type { Database } from '../../db/client';
import type { Mailer, MailMessage } from '../../platform/mailer/mailer';
import { canonicalOriginOf } from '../tenants';
import { renderEmail, type EmailBlock } from './email-layout';
import { signUnsubscribeToken } from './unsubscribe-token';
import {
  findEventTimeZone,
  findFixtureForMail,
  findMailAddressOf,
  findSiteMailLook,
  listFixturePlayersToMail,
  listTeamPlayersToMail,
} from './email.repository';

export interface EmailNotifierDeps {
  db: Database;
  mailer: Mailer;
  /** Signs unsubscribe links (the session secret). */
  unsubscribeSecret: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The port the app listens on, for the canonical origin of localhost tenants (canonical-origin.ts). */
  port: number;
}

/** What the email of a failed payment attempt says; the payments feature reads it (failedPaymentMailOf). */
export interface FailedPaymentMail {
  userId: number;
  eventId: number;
  eventName: string;
  amountMinor: number;
  currency: string;
  /** The end of the hold: the place is kept until then. */
  heldUntil: Date;
  /** "Sport · Category" of each place the order pays for. */
  items: string[];
}

/** A certificate's email (issue 32); the certificates feature claims and renders it (claimCertificateMails). */
export interface CertificateMail {
  userId: number;
  eventName: string;
  /** "Gold medal (1st place)" or "Participation". */
  award: string;
  /** "Sport · Category". */
  label: string;
  verifyUrl: string;
  pdf: { fileName: string; content: Buffer };
}

/** A notification email (issue 33 §1); the notifications feature writes it and the outbox sends it. */
export interface NotificationMail {
  userId: number;
  subject: string;
  preheader: string;
  heading: string;
  /** The sentence after "Hi {name}, ". */
  intro: string;
  details?: { title: string; rows: Array<[string, string]> };
  /** Our own relative path, made absolute on the person's site. */
  link: { label: string; path: string };
}

/** What an announcement email says, and to whom (the announcements feature chose them). */
export interface AnnouncementMail {
  tenantId: number;
  announcementId: number;
  eventName: string;
  eventSlug: string;
  cityName: string;
  title: string;
  body: string;
  recipients: Array<{ userId: number; tenantId: number; name: string | null; email: string | null }>;
}

/** A place held for the first person on a waiting list (issue 33 §5); the registrations feature fills it. */
export interface WaitlistOfferMail {
  userId: number;
  eventName: string;
  timeZone: string;
  /** "Sport · Category". */
  label: string;
  expiresAt: Date;
}

interface Recipient {
  userId: number;
  tenantId: number;
  name: string | null;
  email: string;
}

const formatWhen = (at: Date | string, timeZone: string) =>
  new Date(at).toLocaleString('en-IN', { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/** Text split at blank lines, each paragraph's lines trimmed (line by line: no pattern over the whole text). */
function paragraphsOf(text: string): string[] {
  const paragraphs: string[] = [];
  let lines: string[] = [];
  for (const line of text.replaceAll('\r', '').split('\n')) {
    if (line.trim() !== '') {
      lines.push(line.trim());
      continue;
    }
    if (lines.length > 0) paragraphs.push(lines.join('\n'));
    lines = [];
  }
  if (lines.length > 0) paragraphs.push(lines.join('\n'));
  return paragraphs;
}

/**
 * Registration, withdrawal and fixture-change emails. Every method returns at once: the mail goes
 * out in the background after the caller's transaction has committed, and a failure is logged,
 * never thrown, so a slow or broken mail server cannot fail or delay a registration.
 * People without a verified email address or who unsubscribed get nothing. Every link is built on
 * the tenant's canonical origin (canonical-origin.ts), never on the request that caused the mail.
 */
export class EmailNotifier {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly deps: EmailNotifierDeps) {}

  /** Resolves when every mail started so far has been handed over (or failed); for shutdown and tests. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  registrationConfirmed(input: { userId: number; registrations: MyRegistration[] }): void {
    this.inBackground('registration confirmation', async () => {
      const [first] = input.registrations;
      if (!first) return;
      const recipient = await this.findRecipient(input.userId);
      if (!recipient) return;
      const siteOrigin = await this.originOf(recipient.tenantId);
      const timeZone = await this.eventTimeZone(first.event.id);
      const count = input.registrations.length;
      const blocks: EmailBlock[] = [
        {
          kind: 'paragraph',
          text: `Hi ${recipient.name ?? 'there'}, you are registered for ${count} ${count === 1 ? 'category' : 'categories'} at ${first.event.eventName}.`,
        },
        ...input.registrations.map((registration): EmailBlock => ({
          kind: 'details',
          title: `${registration.sport.name} · ${registration.category.name}`,
          rows: [
            ['Venue', [registration.venue.name, registration.venue.address].filter(Boolean).join(', ')],
            ...(registration.team
              ? ([
                  ['Team', registration.team.name],
                  ['Join code for team-mates', registration.team.joinCode],
                ] as Array<[string, string]>)
              : []),
            ...(registration.nextFixture
              ? ([
                  ['Next match', `${formatWhen(registration.nextFixture.startsAt, timeZone)} · ${registration.nextFixture.venue}`],
                ] as Array<[string, string]>)
              : []),
            ['You can withdraw until', formatWhen(registration.withdrawClosesAt, timeZone)],
          ],
        })),
        { kind: 'button', label: 'My registrations', url: `${siteOrigin}/my-events` },
      ];
      await this.send(recipient, siteOrigin, {
        subject: `You're registered: ${first.event.eventName}`,
        preheader: input.registrations.map((registration) => `${registration.sport.name} · ${registration.category.name}`).join(', '),
        heading: 'Registration confirmed',
        blocks,
      });
    });
  }

  withdrawn(input: { userId: number; registration: MyRegistration }): void {
    this.inBackground('withdrawal', async () => {
      const recipient = await this.findRecipient(input.userId);
      if (!recipient) return;
      const siteOrigin = await this.originOf(recipient.tenantId);
      const { registration } = input;
      const label = `${registration.sport.name} · ${registration.category.name}`;
      await this.send(recipient, siteOrigin, {
        subject: `You have withdrawn: ${label}`,
        preheader: `${registration.event.eventName}: your place in ${label} is released.`,
        heading: 'Withdrawal confirmed',
        blocks: [
          {
            kind: 'paragraph',
            text: `Hi ${recipient.name ?? 'there'}, you have withdrawn from ${label} at ${registration.event.eventName}. Your place is released.`,
          },
          ...(registration.team ? [{ kind: 'paragraph' as const, text: `You are no longer on ${registration.team.name}.` }] : []),
          { kind: 'button', label: 'Register again', url: `${siteOrigin}/co-register?eventId=${registration.event.id}` },
        ],
      });
    });
  }

  /**
   * A payment attempt failed but the place is still held (issue 30): says so and offers 'Try again',
   * which opens My registrations, where the same order can be paid. `load` reads the order after the
   * webhook's commit, in the background, so a slow database never delays the provider's answer.
   */
  paymentAttemptFailed(load: () => Promise<FailedPaymentMail | null>): void {
    this.inBackground('failed payment', async () => {
      const mail = await load();
      if (!mail) return;
      const recipient = await this.findRecipient(mail.userId);
      if (!recipient) return;
      const siteOrigin = await this.originOf(recipient.tenantId);
      const heldUntil = formatWhen(mail.heldUntil, await this.eventTimeZone(mail.eventId));
      const amount = formatMoney(mail.amountMinor, mail.currency);
      await this.send(recipient, siteOrigin, {
        subject: `Your payment did not go through: ${mail.eventName}`,
        preheader: `Your place is held until ${heldUntil}. Try again to keep it.`,
        heading: 'Your payment did not go through',
        blocks: [
          {
            kind: 'paragraph',
            text: `Hi ${recipient.name ?? 'there'}, your payment of ${amount} for ${mail.eventName} did not go through. Your place is held until ${heldUntil}: pay before then to keep it.`,
          },
          {
            kind: 'details',
            title: 'Your order',
            rows: [...mail.items.map((item): [string, string] => ['Place', item]), ['Total', amount]],
          },
          { kind: 'button', label: 'Try again', url: `${siteOrigin}/my-events` },
        ],
      });
    });
  }

  /**
   * Mails each claimed certificate (PDF attached) to its holder, in the background. `claim` runs
   * there too and returns only the certificates this call won the claim of, so a certificate goes
   * out once however many results are saved at the same moment. A send that fails is logged: the
   * certificate stays downloadable from My registrations.
   */
  certificatesIssued(claim: () => Promise<CertificateMail[]>): void {
    this.inBackground('certificate', async () => {
      for (const mail of await claim()) {
        const recipient = await this.findRecipient(mail.userId);
        if (!recipient) continue;
        const siteOrigin = await this.originOf(recipient.tenantId);
        const isMedal = mail.award !== 'Participation';
        try {
          await this.send(
            recipient,
            siteOrigin,
            {
              subject: `Your certificate: ${mail.label} · ${mail.eventName}`,
              preheader: `${mail.award} · ${mail.label} at ${mail.eventName}. Your certificate is attached.`,
              heading: isMedal ? 'Congratulations on your medal' : 'Thank you for taking part',
              blocks: [
                {
                  kind: 'paragraph',
                  text: `Hi ${recipient.name ?? 'there'}, the results of ${mail.label} at ${mail.eventName} are final. Your certificate is attached; its QR code opens a page that confirms it.`,
                },
                {
                  kind: 'details',
                  title: mail.label,
                  rows: [
                    ['Certificate', mail.award],
                    ['Verify', mail.verifyUrl],
                  ],
                },
                { kind: 'button', label: 'My registrations', url: `${siteOrigin}/my-events` },
              ],
            },
            [{ filename: mail.pdf.fileName, content: mail.pdf.content, contentType: 'application/pdf' }],
          );
        } catch (error) {
          this.deps.log.error({ err: error, userId: mail.userId }, 'certificate email failed');
        }
      }
    });
  }

  /**
   * Tells everyone playing a fixture (its two teams' members, or everyone in the category when the
   * fixture names no teams) its current time, venue and status.
   */
  notifyFixtureChanged(input: { fixtureId: number }): void {
    this.inBackground('fixture change', () => this.sendFixtureChanged(input));
  }

  /** The same, awaited (for callers that run outside a request). Returns how many people were mailed. */
  async sendFixtureChanged(input: { fixtureId: number }): Promise<number> {
    const { db } = this.deps;
    const row = await this.fixtureForMail(input.fixtureId);
    if (!row) return 0;
    const teamIds = [row.fixture.homeTeamId, row.fixture.awayTeamId].filter((id): id is number => id !== null);
    const players = await listFixturePlayersToMail(db, row.fixture.eventSportCategoryId, teamIds);
    const label = `${row.sportName} · ${row.categoryName}`;
    const match = row.homeName && row.awayName ? `${row.homeName} vs ${row.awayName}` : row.fixture.round;
    const when = formatWhen(row.fixture.startsAt, row.event.timeZone);
    const eventPath = `/${eventPathSegment(row.cityName, row.event.slug)}/fixtures`;
    const siteOrigin = await this.originOf(row.event.tenantId);
    return this.sendToEach(players, siteOrigin, { fixtureId: input.fixtureId, what: 'fixture change' }, (recipient) => ({
      subject: `Match update: ${match} · ${when}`,
      preheader: `${label} at ${row.event.name}: ${when}, ${row.venue.name}`,
      heading: 'Your match has changed',
      blocks: [
        { kind: 'paragraph', text: `Hi ${recipient.name ?? 'there'}, the organisers updated a match you play in at ${row.event.name}.` },
        {
          kind: 'details',
          title: `${label} · ${row.fixture.round}`,
          rows: [
            ['Match', match],
            ['When', when],
            ['Where', [row.venue.name, row.venue.address].filter(Boolean).join(', ')],
            ['Status', row.fixture.status],
          ],
        },
        { kind: 'button', label: 'See all fixtures', url: `${siteOrigin}${eventPath}` },
      ],
    }));
  }

  /**
   * Tells the players of `teamId` (verified, subscribed addresses) that their opponent in a match
   * has not checked in, so staff may award a walkover (issue 16). Returns how many were mailed.
   */
  async sendOpponentMissing(input: { fixtureId: number; teamId: number }): Promise<number> {
    const { db } = this.deps;
    const row = await this.fixtureForMail(input.fixtureId);
    if (!row?.homeName || !row.awayName) return 0;
    const opponent = row.fixture.homeTeamId === input.teamId ? row.awayName : row.homeName;
    const players = await listTeamPlayersToMail(db, input.teamId);
    const when = formatWhen(row.fixture.startsAt, row.event.timeZone);
    const siteOrigin = await this.originOf(row.event.tenantId);
    return this.sendToEach(players, siteOrigin, { fixtureId: input.fixtureId, what: 'opponent-missing' }, (recipient) => ({
      subject: `${opponent} has not checked in yet`,
      preheader: `${row.sportName} · ${row.categoryName} · ${row.fixture.round}, ${when}`,
      heading: 'Your opponent is not here yet',
      blocks: [
        {
          kind: 'paragraph',
          text: `Hi ${recipient.name ?? 'there'}, ${opponent} has not checked in for your match at ${row.event.name}. Stay at the venue: the staff may award you a walkover.`,
        },
        {
          kind: 'details',
          title: `${row.sportName} · ${row.categoryName} · ${row.fixture.round}`,
          rows: [
            ['Match', `${row.homeName} vs ${row.awayName}`],
            ['When', when],
            ['Where', row.venue.name],
          ],
        },
      ],
    }));
  }

  /**
   * An organisers' announcement (issue 33), mailed in the background to each recipient the caller
   * chose (verified, subscribed addresses); `onSent` gets how many went, once all were tried.
   */
  notifyAnnouncement(input: AnnouncementMail, onSent: (sent: number) => Promise<void>): void {
    this.inBackground('announcement', async () => onSent(await this.sendAnnouncement(input)));
  }

  private async sendAnnouncement(input: AnnouncementMail): Promise<number> {
    const siteOrigin = await this.originOf(input.tenantId);
    const eventUrl = `${siteOrigin}/${eventPathSegment(input.cityName, input.eventSlug)}`;
    // Plain text: each paragraph as the organisers wrote it (escaped by the layout); links stay written out.
    const paragraphs = paragraphsOf(input.body);
    return this.sendToEach(input.recipients, siteOrigin, { announcementId: input.announcementId, what: 'announcement' }, () => ({
      subject: `${input.eventName}: ${input.title}`,
      preheader: paragraphs[0]?.slice(0, 120) ?? input.title,
      heading: input.title,
      blocks: [
        ...paragraphs.map((text): EmailBlock => ({ kind: 'paragraph', text })),
        { kind: 'button', label: `Open ${input.eventName}`, url: eventUrl },
      ],
    }));
  }

  /**
   * A message from the notifications outbox (issue 33 §1: a match reminder or result), to a verified,
   * subscribed address. Resolves false when the person has none now, so the outbox skips it.
   */
  async sendNotification(input: NotificationMail): Promise<boolean> {
    const recipient = await this.findRecipient(input.userId);
    if (!recipient) return false;
    const siteOrigin = await this.originOf(recipient.tenantId);
    await this.send(recipient, siteOrigin, {
      subject: input.subject,
      preheader: input.preheader,
      heading: input.heading,
      blocks: [
        { kind: 'paragraph', text: `Hi ${recipient.name ?? 'there'}, ${input.intro}` },
        ...(input.details ? [{ kind: 'details', title: input.details.title, rows: input.details.rows } satisfies EmailBlock] : []),
        { kind: 'button', label: input.link.label, url: `${siteOrigin}${input.link.path}` },
      ],
    });
    return true;
  }

  /** A freed place is held for this person (issue 33 §5): accept or decline it on My registrations before it expires. */
  waitlistOfferMade(input: WaitlistOfferMail): void {
    this.inBackground('waiting-list offer', async () => {
      const recipient = await this.findRecipient(input.userId);
      if (!recipient) return;
      const siteOrigin = await this.originOf(recipient.tenantId);
      const until = formatWhen(input.expiresAt, input.timeZone);
      await this.send(recipient, siteOrigin, {
        subject: `A place is free: ${input.label}`,
        preheader: `${input.eventName}: the place is held for you until ${until}.`,
        heading: 'A place is yours if you want it',
        blocks: [
          {
            kind: 'paragraph',
            text: `Hi ${recipient.name ?? 'there'}, a place in ${input.label} at ${input.eventName} is free, and you are first on the waiting list. It is held for you until ${until}; after that it goes to the next person waiting.`,
          },
          { kind: 'button', label: 'Accept or decline', url: `${siteOrigin}/my-events` },
        ],
      });
    });
  }

  /** A fixture with what its emails say: event, city, sport, category, venue and the teams' names. */
  private async fixtureForMail(fixtureId: number) {
    const { db } = this.deps;
    const row = await findFixtureForMail(db, fixtureId);
    return row;
  }

  /** Mails each player their message; a failed send is logged and skipped. Returns how many went. */
  private async sendToEach(
    players: Array<Omit<Recipient, 'email'> & { email: string | null }>,
    siteOrigin: string,
    about: { what: string } & Record<string, string | number>,
    messageFor: (recipient: Recipient) => Parameters<EmailNotifier['send']>[2],
  ): Promise<number> {
    let sent = 0;
    for (const player of players) {
      const recipient = { ...player, email: player.email! };
      try {
        await this.send(recipient, siteOrigin, messageFor(recipient));
        sent++;
      } catch (error) {
        const { what, ...subject } = about;
        this.deps.log.error({ err: error, ...subject, userId: recipient.userId }, `${what} email failed`);
      }
    }
    return sent;
  }

  private inBackground(what: string, work: () => Promise<unknown>): void {
    const running = (async () => {
      try {
        await work();
      } catch (error) {
        this.deps.log.error({ err: error }, `${what} email failed`);
      }
    })();
    this.pending.add(running);
    void running.finally(() => this.pending.delete(running));
  }

  private async findRecipient(userId: number): Promise<Recipient | null> {
    const user = await findMailAddressOf(this.deps.db, userId);
    // An unverified address may be someone else's: a stranger could have typed it (docs/security.md 9).
    if (!user?.email || !user.verifiedAt || user.unsubscribedAt) return null;
    return { userId: user.userId, tenantId: user.tenantId, name: user.name, email: user.email };
  }

  private originOf(tenantId: number): Promise<string> {
    return canonicalOriginOf(this.deps.db, tenantId, this.deps.port);
  }

  private async eventTimeZone(eventId: number): Promise<string> {
    return (await findEventTimeZone(this.deps.db, eventId)) ?? 'Asia/Kolkata';
  }

  private async send(
    recipient: Recipient,
    siteOrigin: string,
    message: { subject: string; preheader: string; heading: string; blocks: EmailBlock[] },
    attachments?: MailMessage['attachments'],
  ): Promise<void> {
    const tenant = await findSiteMailLook(this.deps.db, recipient.tenantId);
    const siteName = tenant?.settings.siteTitle || tenant?.name || 'Podium';
    const token = signUnsubscribeToken(this.deps.unsubscribeSecret, recipient.tenantId, recipient.userId);
    const unsubscribeUrl = `${siteOrigin}/unsubscribe?token=${encodeURIComponent(token)}`;
    const oneClickUrl = `${siteOrigin}/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
    const { html, text } = renderEmail({ siteName, unsubscribeUrl, brand: tenant?.branding, ...message });
    await this.deps.mailer.send({
      to: recipient.email,
      ...(recipient.name ? { toName: recipient.name } : {}),
      subject: message.subject,
      html,
      text,
      // RFC 8058 one-click unsubscribe: mail apps POST to this URL from their own Unsubscribe button.
      headers: { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      ...(attachments ? { attachments } : {}),
    });
    // The console outbox already wrote its line; a real send leaves a trace without the address.
    if (this.deps.mailer.transport !== 'console') this.deps.log.info({ userId: recipient.userId }, `email sent: ${message.subject}`);
  }
}
