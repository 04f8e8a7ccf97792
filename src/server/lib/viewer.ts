// Who is asking, as the visibility and edit rules need it. The admin flag is the
// profile's role read with the caller's session (route-access.ts), not the token's.
export type Viewer = { id: string; isAdmin: boolean };
