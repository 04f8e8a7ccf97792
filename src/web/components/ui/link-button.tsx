import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Button, type ButtonProps } from './button';

type Props = Pick<ButtonProps, 'variant' | 'size' | 'className'> &
  Pick<LinkProps, 'to' | 'state'> & {
    /** Drawn before the label, hidden from screen readers (the label says it all). */
    icon: LucideIcon;
    children: ReactNode;
  };

/** A link drawn as a button: the one way every page writes "go there" actions with an icon. */
export function LinkButton({ to, state, icon: Icon, children, ...button }: Props) {
  return (
    <Button asChild {...button}>
      <Link to={to} state={state}>
        <Icon className="h-4 w-4" aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
