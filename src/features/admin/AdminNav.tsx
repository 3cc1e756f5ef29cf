import { useEffect, useId, useRef, useState } from 'react';
import { currentNavHref, groupNavigation, type NavGroup } from '../../lib/admin/nav-groups.ts';
import { AdminLink } from './AdminLink.tsx';

const LINK = 'block rounded-lg px-3 py-2 font-semibold whitespace-nowrap';
const CURRENT = 'bg-brand-700 text-white';
const OTHER = 'text-ink hover:bg-brand-50';

/**
 * The back office's navigation. On a wide screen every link shows, its groups side by side; below
 * 1024 px each group is a button that opens its links (Escape or a click elsewhere closes it), so
 * the screen's own content starts near the top of a tablet. The current page's link, and its
 * group's button, are highlighted.
 */
export function AdminNav({
  links,
  path,
}: {
  links: { href: string; label: string }[];
  path: string;
}) {
  const groups = groupNavigation(links);
  const current = currentNavHref(
    path,
    links.map((link) => link.href),
  );
  // The group opened, and on which page: moving to another page closes it.
  const [openAt, setOpenAt] = useState<{ label: string; path: string } | null>(null);
  const open = openAt?.path === path ? openAt.label : null;
  const setOpen = (label: string | null) => {
    setOpenAt(label === null ? null : { label, path });
  };
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open === null) return;
    const closeOutside = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, [open]);

  return (
    <nav aria-label="Admin" ref={nav}>
      <ul className="flex flex-wrap gap-1 lg:gap-x-3">
        {groups.map((group, index) => (
          <li key={group.label} className="relative">
            {group.links.length === 1 && group.links[0] ? (
              <NavItem link={group.links[0]} current={current} />
            ) : (
              <GroupMenu
                group={group}
                current={current}
                open={open === group.label}
                alignEnd={index >= groups.length / 2}
                onToggle={(show) => {
                  setOpen(show ? group.label : null);
                }}
              />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NavItem({
  link,
  current,
}: {
  link: { href: string; label: string };
  /** The href of the current page's link. */
  current: string | null;
}) {
  const isCurrent = link.href === current;
  return (
    <AdminLink
      href={link.href}
      aria-current={isCurrent ? 'page' : undefined}
      className={`${LINK} ${isCurrent ? CURRENT : OTHER}`}
    >
      {link.label}
    </AdminLink>
  );
}

function GroupMenu({
  group,
  current: currentHref,
  open,
  alignEnd,
  onToggle,
}: {
  group: NavGroup;
  current: string | null;
  open: boolean;
  alignEnd: boolean;
  onToggle: (show: boolean) => void;
}) {
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const current = group.links.some((link) => link.href === currentHref);
  return (
    <div
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          onToggle(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        className={`${LINK} flex items-center gap-1 lg:hidden ${current ? CURRENT : OTHER}`}
        onClick={() => {
          onToggle(!open);
        }}
      >
        {group.label}
        {current ? <span className="sr-only"> (current section)</span> : null}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <ul
        id={listId}
        aria-label={group.label}
        className={`${open ? 'absolute z-30 mt-1 grid min-w-48 gap-1 rounded-lg border border-stone-200 bg-white p-1 shadow-lg' : 'hidden'} ${alignEnd ? 'right-0' : 'left-0'} lg:static lg:mt-0 lg:flex lg:min-w-0 lg:gap-1 lg:border-0 lg:p-0 lg:shadow-none`}
      >
        {group.links.map((link) => (
          <li key={link.href}>
            <NavItem link={link} current={currentHref} />
          </li>
        ))}
      </ul>
    </div>
  );
}
