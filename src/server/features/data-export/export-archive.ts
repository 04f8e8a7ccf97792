// What a broker's export holds (decision 028): one JSON per area and CSVs of the tabular
// parts, the photos as files, and a README that says what each file is.
import type { AppContext } from '#server/app-context.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { writeZip } from './export-writer';
import { agreementsSection } from './sections/agreements-section';
import { connectionsSection } from './sections/connections-section';
import type { ExportSection } from './sections/export-section';
import { flyersSection } from './sections/flyers-section';
import { invitationsSection } from './sections/invitations-section';
import { listingsSection } from './sections/listings-section';
import { messagesSection } from './sections/messages-section';
import { notificationsSection } from './sections/notifications-section';
import { postsSection } from './sections/posts-section';
import { profileSection } from './sections/profile-section';
import { projectClientsSection } from './sections/project-clients-section';
import { projectsSection } from './sections/projects-section';
import { requirementsSection } from './sections/requirements-section';

const SECTIONS: readonly ExportSection[] = [
  profileSection,
  listingsSection,
  connectionsSection,
  messagesSection,
  postsSection,
  flyersSection,
  requirementsSection,
  agreementsSection,
  projectsSection,
  projectClientsSection,
  invitationsSection,
  notificationsSection,
];

export async function writeExportArchive(
  ctx: AppContext,
  owner: Viewer,
  filePath: string,
  signal: AbortSignal,
): Promise<void> {
  await writeZip(filePath, ctx.storage, signal, async (out) => {
    const readme = readmeText(ctx.config.productName, new Date());
    out.text('README.txt', async function* () {
      yield readme;
    });
    for (const section of SECTIONS) {
      signal.throwIfAborted();
      await section(ctx, owner, out);
    }
  });
}

function readmeText(productName: string, when: Date): string {
  return [
    `Your ${productName} data, exported ${when.toISOString()}.`,
    '',
    'profile.json            your account, profile, notification settings and two-factor methods (names only)',
    'profile/photo.webp      your profile photo',
    'listings.json/.csv      your properties; listings/<id>/photo-N.webp are their photos',
    'connections.json/.csv   your connections and requests, with the other broker as you see them',
    'messages.json/.csv      every message you sent or received',
    'posts.json              your posts, comments, likes and bookmarks; posts.csv, comments.csv',
    '                        posts/<id>.webp are your post images',
    'flyers.json/.csv        your client flyers; flyers/<id>/photo-N.webp are photos you uploaded for them',
    'requirements.json/.csv  your buyer and tenant requirements, with your client notes',
    'agreements.json         the agreements you drafted: terms, signers and trail;',
    '                        agreements/<id>.pdf are the signed PDFs',
    'projects.json/.csv      the projects you market: every field, price sheet, towers and units, and',
    '                        the registrations brokers made for them (visits, booking, payout; also',
    '                        project-registrations.csv); projects.json also lists your public project',
    '                        page links; projects/<id>/photo-N.webp and brochure.pdf are their files',
    'project-clients.json/.csv  the clients you registered for projects, with your visits (slip',
    '                        codes and links), booking and payout',
    'invitations.json/.csv   the invitations and WhatsApp invites you sent',
    'notifications.json      your notifications',
    '',
    'Dates are UTC (ISO 8601). CSV files are UTF-8 and open in Excel and Google Sheets.',
    'A photo that could not be read from storage is an empty file.',
    '',
  ].join('\r\n');
}
