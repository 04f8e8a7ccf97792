import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { cn } from '@web/lib/cn';
import { agreementItems, mainNavItems, trailingNavItems } from './nav-items';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap lg:px-3 focus-visible:outline-2 focus-visible:outline-brand-600',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
  );

export function DesktopNav() {
  return (
    <nav aria-label="Main" className="flex min-w-0 flex-1 items-center gap-0.5 overflow-x-auto">
      {mainNavItems.map((item) => (
        <NavLink key={item.to} to={item.to} className={linkClass}>
          {item.label}
        </NavLink>
      ))}
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-2 text-sm whitespace-nowrap lg:px-3 font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600">
          Agreements <ChevronDown className="h-4 w-4" aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content sideOffset={6} className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
            {agreementItems.map((item) => (
              <DropdownMenu.Item key={item.to} asChild className="block rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100">
                <Link to={item.to}>{item.label}</Link>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {trailingNavItems.map((item) => (
        <NavLink key={item.to} to={item.to} className={linkClass}>
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
