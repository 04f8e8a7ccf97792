// A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps what it
// receives, so mail tests exercise nodemailer end to end instead of a fake. A test can
// make it refuse mail with a chosen SMTP reply (peer.reject), the way a provider does.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** Where a refusal is answered: MAIL FROM (sender), RCPT TO (recipient) or after DATA. */
export type SmtpRejection = { stage: 'mail' | 'rcpt' | 'data'; code: number; text: string };

export type SmtpPeer = {
  url: string;
  received: ReceivedMail[];
  /** Refuse every following mail with this reply until called with null. */
  reject(rejection: SmtpRejection | null): void;
  close(): Promise<void>;
};

function smtpError(rejection: SmtpRejection): Error {
  return Object.assign(new Error(rejection.text), { responseCode: rejection.code });
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  let rejection: SmtpRejection | null = null;
  const refusal = (stage: SmtpRejection['stage']) =>
    rejection && rejection.stage === stage ? smtpError(rejection) : null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      callback(refusal('mail'));
    },
    onRcptTo(_address, _session, callback) {
      callback(refusal('rcpt'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const refused = refusal('data');
        if (refused) return callback(refused);
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({
          from,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    reject(next) {
      rejection = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft breaks and escapes (enough to read links out of a mail). */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export type MailParts = { subject: string; text: string; html: string };

/**
 * The decoded subject and the text/plain and text/html parts of a received mail (UTF-8,
 * quoted-printable or base64), enough to check non-ASCII content. Nested multiparts are
 * searched too; attachments are ignored.
 */
export function mailParts(raw: string): MailParts {
  const [head = '', body = ''] = splitHeaders(raw);
  const headers = parseHeaders(head);
  const parts = { subject: decodeEncodedWords(headers.get('subject') ?? ''), text: '', html: '' };
  collectParts(headers, body, parts);
  return parts;
}

function splitHeaders(entity: string): [string, string] {
  const at = entity.search(/\r?\n\r?\n/);
  if (at < 0) return [entity, ''];
  const gap = /\r?\n\r?\n/.exec(entity.slice(at))?.[0].length ?? 2;
  return [entity.slice(0, at), entity.slice(at + gap)];
}

function parseHeaders(head: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) map.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return map;
}

function collectParts(headers: Map<string, string>, body: string, into: MailParts): void {
  const type = (headers.get('content-type') ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
    if (!boundary) return;
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break;
      const [head = '', partBody = ''] = splitHeaders(section.replace(/^\r?\n/, ''));
      collectParts(parseHeaders(head), partBody, into);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit');
  if (type.startsWith('text/plain') && !into.text) into.text = decoded;
  if (type.startsWith('text/html') && !into.html) into.html = decoded;
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return qpBytes(body.replace(/=\r?\n/g, '')).toString('utf8');
    default:
      return body;
  }
}

function qpBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=) in a header value. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_m, _charset: string, kind: string, data: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : qpBytes(data.replace(/_/g, ' ')).toString('utf8'),
    );
}
