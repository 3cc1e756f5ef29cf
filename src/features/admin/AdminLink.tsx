import type { AnchorHTMLAttributes, FocusEvent, MouseEvent, PointerEvent } from 'react';
import { navigate } from './router.ts';
import { preloadScreenAt } from './screen-registry.ts';

/**
 * A link between admin screens: a real `<a href>` (open in a new tab works) routed in place. The
 * screen it leads to starts loading when the link is pointed at or focused, before the click.
 */
export function AdminLink({
  href,
  onClick,
  onPointerEnter,
  onFocus,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || modified || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  }
  function pointAt(event: PointerEvent<HTMLAnchorElement>) {
    onPointerEnter?.(event);
    preloadScreenAt(href);
  }
  function focus(event: FocusEvent<HTMLAnchorElement>) {
    onFocus?.(event);
    preloadScreenAt(href);
  }
  return <a href={href} onClick={follow} onPointerEnter={pointAt} onFocus={focus} {...props} />;
}
