import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { useOwnProfile } from '#web/features/profiles/api/get-own-profile.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { initialsOf } from '#web/lib/initials-of.ts';
import { useSignOut } from './use-sign-out';

const item =
  'block cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

export function AvatarMenu() {
  const { user, isAdmin } = useAuth();
  const signOut = useSignOut();
  // The broker's photo when they have one (the profile, shared with /profile, so a new
  // photo shows here at once); initials until it has loaded, or without a photo.
  const profile = useOwnProfile().data;
  const name = profile?.full_name ?? user?.user_metadata.name ?? '';
  const photo = profile?.avatar_url ?? null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label="Account menu"
        className="flex h-10 w-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-600 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {photo ? (
          // The button's name says what it is; the photo adds nothing to read out.
          <img src={photo} alt="" width={40} height={40} className="h-10 w-10 object-cover" />
        ) : (
          initialsOf(name)
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-600">{name}</DropdownMenu.Label>
          <DropdownMenu.Item asChild className={item}>
            <Link to="/profile">View My Profile</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={item}>
            <Link to="/notifications">Notifications</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={item}>
            <Link to="/notification-settings">Notification Settings</Link>
          </DropdownMenu.Item>
          {/* Not in the spec's menu, but /my-flyers needs a way in besides the flyer editor. */}
          <DropdownMenu.Item asChild className={item}>
            <Link to="/my-flyers">My Flyers</Link>
          </DropdownMenu.Item>
          {isAdmin ? (
            <DropdownMenu.Item asChild className={item}>
              <Link to="/admin/reports">Reported posts</Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={item} onSelect={() => void signOut()}>
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
