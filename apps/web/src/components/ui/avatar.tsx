/** Up to two initials of a name ('Asha Rao' → 'AR'); 'U' (for 'User') when there is no name. */
export function initialsOf(name: string | null | undefined): string {
  const initials = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return initials || 'U';
}

/** A person's picture, or their initials on a coloured disc; decorative (the control around it carries the name). */
export function Avatar({
  name,
  profileUrl,
  className = '',
}: {
  name: string | null | undefined;
  profileUrl?: string | null;
  className?: string;
}) {
  return profileUrl ? (
    <img src={profileUrl} alt="" className={`h-full w-full object-cover ${className}`} />
  ) : (
    <span aria-hidden="true" className={className}>
      {initialsOf(name)}
    </span>
  );
}
