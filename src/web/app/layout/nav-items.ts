// The navigation of spec section 2, shared by the desktop header and the mobile menu.
export const mainNavItems = [
  { label: 'Home', to: '/dash' },
  { label: 'Properties', to: '/properties' },
  // The hub; its lists and the form count as the same section.
  {
    label: 'Requirements',
    to: '/requirements',
    section: ['/my-requirements', '/network-requirements', '/new-requirement', '/requirement/', '/edit-requirement/'],
  },
  { label: 'Network', to: '/network' },
] as const;

export const agreementItems = [
  { label: 'Buyer to Broker', to: '/agreements/buyer-to-broker' },
  { label: 'Seller to Broker', to: '/agreements/seller-to-broker' },
  { label: 'Broker to Broker', to: '/agreements/broker-to-broker' },
  { label: 'Broker Agreements', to: '/broker-agreements' },
] as const;

export const trailingNavItems = [
  { label: 'Project Marketing', to: '/project-marketing' },
  { label: 'Invite Associates', to: '/invite-associates' },
] as const;

/** True when `pathname` is the item's page or one of its section's pages. */
export function isInSection(item: { to: string; section?: readonly string[] }, pathname: string): boolean {
  if (pathname === item.to || pathname.startsWith(`${item.to}/`)) return true;
  return (item.section ?? []).some((path) => (path.endsWith('/') ? pathname.startsWith(path) : pathname === path));
}
