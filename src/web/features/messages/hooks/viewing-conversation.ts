// Which conversation this tab shows right now (and only while the tab is visible), so
// a message arriving in it does not raise the unread counts: the open conversation
// marks it read itself.
let viewing: string | null = null;

export function setViewingConversation(otherId: string | null): void {
  viewing = otherId;
}

export function isViewingConversation(otherId: string): boolean {
  return viewing === otherId;
}
