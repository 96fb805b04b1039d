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
  const parts = text.split(/(?<=[@.])/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? <wbr /> : null}
    </Fragment>
  ));
}
