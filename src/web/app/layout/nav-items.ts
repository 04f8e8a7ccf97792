// The navigation of spec section 2, shared by the desktop header and the mobile menu.
export const mainNavItems = [
  { label: 'Home', to: '/dash' },
  { label: 'Properties', to: '/properties' },
  { label: 'Requirements', to: '/requirements' },
  { label: 'Network', to: '/network' },
] as const;

export const agreementItems = [
  { label: 'Buyer to Broker', to: '/agreements/buyer-to-broker' },
  { label: 'Seller to Broker', to: '/agreements/seller-to-broker' },
  { label: 'Broker to Broker', to: '/agreements/broker-to-broker' },
] as const;

export const trailingNavItems = [
  { label: 'Project Marketing', to: '/project-marketing' },
  { label: 'Invite Associates', to: '/invite-associates' },
] as const;
