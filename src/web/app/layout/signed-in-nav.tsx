// The signed-in half of the header: the main navigation (desktop) or the side menu
// (phone), the bell and the chat icon, the account menu. Its own chunk (with the Radix
// menus, popover and dialog it needs), so visitors who are signed out never download it
// and members get it beside the page's code (site-header.tsx, decision 014).
import { AvatarMenu } from './avatar-menu';
import { DesktopNav } from './desktop-nav';
import { HeaderIcons } from './header-icons';
import { MobileMenu } from './mobile-menu';

export default function SignedInNav({ isMobile }: { isMobile: boolean }) {
  return isMobile ? (
    <div className="flex items-center gap-1">
      <HeaderIcons />
      <MobileMenu />
    </div>
  ) : (
    <>
      <DesktopNav />
      <div className="flex shrink-0 items-center gap-1">
        <HeaderIcons />
        <AvatarMenu />
      </div>
    </>
  );
}
