// How big a generated network is. `full` is issue 10's figure; `tenth` scales every
// count by 0.1 (a broker's number of connections stays 20 to 300, as it would in a
// smaller network of the same people), so the two runs show how cost grows with data.
// Any positive number is a scale too (the smoke test uses 0.001).

export type SizeName = 'full' | 'tenth' | 'custom';

export type NetworkSize = {
  name: SizeName;
  scale: number;
  brokers: number;
  companies: number;
  /** Accepted connections per broker (the target degree; see connections.ts). */
  minDegree: number;
  maxDegree: number;
  /** Share of brokers with one extra pending request each. */
  pendingShare: number;
  properties: number;
  posts: number;
  /** Likes, comments and bookmarks per post on average. */
  likesPerPost: number;
  commentsPerPost: number;
  bookmarksPerPost: number;
  notifications: number;
  conversations: number;
  messagesPerConversation: number;
  flyers: number;
  /** Requirements (issue 19); 0 builds the network as it was before them. */
  requirements: number;
  /** Agreements (issue 20) with their signers and trail; projects (issue 21) with public pages. */
  agreements: number;
  projects: number;
};

const FULL = {
  brokers: 20_000,
  companies: 800,
  properties: 100_000,
  posts: 200_000,
  notifications: 500_000,
  conversations: 20_000,
  flyers: 10_000,
  requirements: 50_000,
  agreements: 20_000,
  projects: 400,
};

export function parseSize(value: string): { name: SizeName; scale: number } {
  if (value === 'full') return { name: 'full', scale: 1 };
  if (value === 'tenth') return { name: 'tenth', scale: 0.1 };
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 2) {
    throw new Error(`--size must be full, tenth or a scale in (0, 2], not "${value}"`);
  }
  return { name: scale === 1 ? 'full' : scale === 0.1 ? 'tenth' : 'custom', scale };
}

export function networkSize(name: SizeName, scale: number): NetworkSize {
  const n = (base: number, min = 1) => Math.max(min, Math.round(base * scale));
  const brokers = n(FULL.brokers, 10);
  return {
    name,
    scale,
    brokers,
    companies: n(FULL.companies),
    minDegree: Math.min(20, brokers - 1),
    maxDegree: Math.min(300, brokers - 1),
    pendingShare: 0.05,
    properties: n(FULL.properties),
    posts: n(FULL.posts),
    likesPerPost: 5,
    commentsPerPost: 1.5,
    bookmarksPerPost: 0.2,
    notifications: n(FULL.notifications),
    conversations: n(FULL.conversations),
    messagesPerConversation: 10,
    flyers: n(FULL.flyers),
    requirements: n(FULL.requirements),
    agreements: n(FULL.agreements),
    projects: n(FULL.projects),
  };
}

/** A label for file names: full, tenth, or x0.001. */
export const sizeLabel = (size: { name: SizeName; scale: number }) =>
  size.name === 'custom' ? `x${size.scale}` : size.name;
