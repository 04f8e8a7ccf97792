import * as Collapsible from '@radix-ui/react-collapsible';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronDown, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { agreementItems, mainNavItems, trailingNavItems } from './nav-items';
import { useSignOut } from './use-sign-out';

const itemClass = 'block rounded-md px-3 py-3 text-base text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600';

/** The signed-in side menu below the 768 px breakpoint (spec section 2). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { isAdmin } = useAuth();
  const signOut = useSignOut();
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label="Open menu" className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100">
        <Menu className="h-6 w-6" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-xl" aria-describedby={undefined}>
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="text-base font-semibold">Menu</Dialog.Title>
            <Dialog.Close aria-label="Close menu" className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-slate-100">
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label="Main">
            {mainNavItems.map((item) => (
              <Link key={item.to} to={item.to} onClick={close} className={itemClass}>
                {item.label}
              </Link>
            ))}
            <Collapsible.Root>
              <Collapsible.Trigger className={`${itemClass} flex w-full items-center justify-between text-left`}>
                Agreements <ChevronDown className="h-4 w-4" aria-hidden="true" />
              </Collapsible.Trigger>
              <Collapsible.Content className="pl-4">
                {agreementItems.map((item) => (
                  <Link key={item.to} to={item.to} onClick={close} className={itemClass}>
                    {item.label}
                  </Link>
                ))}
              </Collapsible.Content>
            </Collapsible.Root>
            {trailingNavItems.map((item) => (
              <Link key={item.to} to={item.to} onClick={close} className={itemClass}>
                {item.label}
              </Link>
            ))}
            <Link to="/profile" onClick={close} className={itemClass}>
              My Profile
            </Link>
            <Link to="/notifications" onClick={close} className={itemClass}>
              Notifications
            </Link>
            <Link to="/my-flyers" onClick={close} className={itemClass}>
              My Flyers
            </Link>
            {isAdmin ? (
              <Link to="/admin/reports" onClick={close} className={itemClass}>
                Reported posts
              </Link>
            ) : null}
            <button
              type="button"
              className={`${itemClass} w-full text-left`}
              onClick={() => {
                close();
                void signOut();
              }}
            >
              Logout
            </button>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
