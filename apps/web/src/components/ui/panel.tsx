import type { ElementType, HTMLAttributes } from 'react';

const SURFACE = 'rounded-2xl border border-slate-200 bg-white shadow-sm';
const PADDINGS = {
  none: '',
  sm: 'p-4',
  md: 'p-5',
  /** Reading surfaces (about, contact): more room from `sm` up. */
  lg: 'p-5 sm:p-8',
} as const;
export type PanelPadding = keyof typeof PADDINGS;

/**
 * The app's one card surface (white, rounded, a hairline border, a soft shadow), for any element
 * or link that is a card: `<Link className={panelClass('sm', 'block hover:shadow-md')}>`.
 * `extra` adds layout only.
 */
export function panelClass(padding: PanelPadding = 'md', extra = ''): string {
  return [SURFACE, PADDINGS[padding], extra].filter(Boolean).join(' ');
}

export interface PanelProps extends HTMLAttributes<HTMLElement> {
  /** The element it renders: a named region is a section, a post an article, a list's card an li, a form a form. */
  as?: 'div' | 'section' | 'article' | 'aside' | 'li' | 'form';
  padding?: PanelPadding;
}

/** A card in the app's one surface style. */
export function Panel({ as = 'div', padding = 'md', className = '', ...props }: PanelProps) {
  const Element: ElementType = as;
  return <Element className={panelClass(padding, className)} {...props} />;
}
