import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import { agreementItems, isInSection, mainNavItems, trailingNavItems } from './nav-items';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap lg:px-3 focus-visible:outline-2 focus-visible:outline-brand-600',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
  );

const triggerClass = (active: boolean) =>
  cn(
    'inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-2 text-sm whitespace-nowrap lg:px-3 font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
    active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
  );

const menuClass = 'z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg';
const itemClass =
  'block rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

type NavItems = ReadonlyArray<{ to: string; label: string; section?: readonly string[] }>;

/**
 * The desktop header's navigation (spec section 2). From 1280 px every item is in the
 * bar; between 768 and 1280 px they do not fit beside the logo and the icons, so
 * Agreements, Project Marketing and Invite Associates move into a 'More' menu (under the
 * same names) instead of the bar scrolling sideways.
 */
/** Nav items as links inside an open dropdown menu. */
function MenuLinks({ items }: { items: NavItems }) {
  return items.map((item) => (
    <DropdownMenu.Item key={item.to} asChild className={itemClass}>
      <Link to={item.to}>{item.label}</Link>
    </DropdownMenu.Item>
  ));
}

/** Nav items as links in the bar, the current page's marked. */
function BarLinks({ items, pathname }: { items: NavItems; pathname?: string }) {
  return items.map((item) => (
    <NavLink
      key={item.to}
      to={item.to}
      // Given the pathname, an item is also marked on its section's other pages.
      className={({ isActive }) =>
        linkClass({ isActive: isActive || (pathname !== undefined && isInSection(item, pathname)) })
      }
    >
      {item.label}
    </NavLink>
  ));
}

/** A dropdown in the bar: its trigger, marked while one of its pages is open, and its content. */
function BarMenu({
  label,
  active,
  align,
  children,
}: {
  label: string;
  active: boolean;
  align?: 'start';
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={triggerClass(active)}>
        {label} <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content sideOffset={6} align={align} className={menuClass}>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function DesktopNav() {
  const { pathname } = useLocation();
  const inMore = [...agreementItems, ...trailingNavItems].some((item) => item.to === pathname);
  const inAgreements = agreementItems.some((item) => item.to === pathname);
  return (
    <nav aria-label="Main" className="flex min-w-0 flex-1 items-center gap-0.5">
      <BarLinks items={mainNavItems} pathname={pathname} />
      <div className="hidden items-center gap-0.5 xl:flex">
        <BarMenu label="Agreements" active={inAgreements}>
          <MenuLinks items={agreementItems} />
        </BarMenu>
        <BarLinks items={trailingNavItems} />
      </div>
      <div className="xl:hidden">
        <BarMenu label="More" active={inMore} align="start">
          <DropdownMenu.Group>
            <DropdownMenu.Label className="px-3 pb-1 pt-2 text-xs font-semibold text-slate-600">
              Agreements
            </DropdownMenu.Label>
            <MenuLinks items={agreementItems} />
          </DropdownMenu.Group>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <MenuLinks items={trailingNavItems} />
        </BarMenu>
      </div>
    </nav>
  );
}
