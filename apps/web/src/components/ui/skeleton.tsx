const TONES = {
  light: 'bg-slate-200/70',
  onDark: 'bg-white/10',
} as const;

export interface SkeletonProps {
  /** Size and shape only (height, width, rounding); fixed sizes keep the layout still when the answer arrives. */
  className?: string;
  tone?: keyof typeof TONES;
  /** Says what is loading, as a status; without it the block is decorative (a status around it speaks). */
  label?: string;
}

/** A placeholder block with the size of what is loading; it stops pulsing for people who ask for less motion. */
export function Skeleton({ className = '', tone = 'light', label }: SkeletonProps) {
  const classes = `animate-pulse rounded-lg motion-reduce:animate-none ${TONES[tone]} ${className}`;
  return label ? <div role="status" aria-label={label} className={classes} /> : <div aria-hidden="true" className={classes} />;
}
