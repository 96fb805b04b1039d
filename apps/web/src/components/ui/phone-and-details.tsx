import { Fragment } from 'react';
import { formatPhone } from '@podium/contracts/auth/phone-format';

/**
 * '+91 9876543210 · asha@acme.example · Acme Corp' in a list: the number never breaks apart from
 * its +91 (a long address beside it may wrap anywhere), and empty parts leave no stray separator.
 */
export function PhoneAndDetails({
  phone,
  details,
  className,
  as: Element = 'span',
}: {
  phone: string | null | undefined;
  details: Array<string | null | undefined>;
  className?: string;
  as?: 'span' | 'p';
}) {
  const rest = details.filter(Boolean).join(' · ');
  return (
    <Element className={className}>
      {phone ? <span className="whitespace-nowrap">{formatPhone(phone)}</span> : null}
      {phone && rest ? ' · ' : ''}
      {withBreakPoints(rest)}
    </Element>
  );
}

/**
 * A long address offers line breaks after its '@' and dots ('wren.longaddress.of.the.events@' /
 * 'example-company.example'), so a narrow screen breaks it where a reader expects, not mid-word.
 */
function withBreakPoints(text: string) {
  // Split keeping the separators, then glue each '@' or '.' to the piece before it (no lookbehind:
  // Safari before 16.4 cannot parse one).
  const pieces = text.split(/([@.])/);
  const parts: string[] = [];
  for (let index = 0; index < pieces.length; index += 2) parts.push(pieces[index]! + (pieces[index + 1] ?? ''));
  const shown = parts.filter((part, index) => part !== '' || index === 0);
  return shown.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < shown.length - 1 ? <wbr /> : null}
    </Fragment>
  ));
}
