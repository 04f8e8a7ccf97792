// The words the PDF prints of its own, around the agreement's text: the signature boxes,
// the audit certificate and the page footers, in the agreement's language. Technical
// values (IP addresses, devices, SHA-256 fingerprints, 'IST') stay as they are in both.
import type { AgreementEventType } from '#shared/schemas/agreements.ts';
import { formatIstTime, formatIstTimeHi } from './format-ist';

export type PdfLanguage = 'en' | 'hi';
/** How a signer confirmed: a member with their password or authenticator, a client with a one-time code. */
export type ConfirmedWith = 'password' | 'authenticator code' | 'one-time code';

export type PdfLabels = {
  /** The PDF's language tag (read by screen readers and search). */
  lang: string;
  formatTime: (at: Date) => string;
  signedBy: string;
  /** The line under a signer's name: their role, when, and how they confirmed. */
  signedWith: (role: string, time: string, confirmedWith: ConfirmedWith) => string;
  documentSha256: (hex: string) => string;
  auditTitle: string;
  auditContinued: string;
  agreement: (agreementId: string) => string;
  generated: (time: string) => string;
  auditIntro: string;
  /** The audit table's column titles, in the order of its columns. */
  columns: readonly [string, string, string, string, string, string];
  events: Record<AgreementEventType, string>;
  page: (n: number, count: number) => string;
  /** A party's role as printed, by what they are in this agreement. */
  roles: Record<PartyRole, string>;
};

/** owner / client: a mandate's client (the seller is an owner); the rest are members. */
export type PartyRole = 'broker' | 'owner' | 'client' | 'listing_broker' | 'client_broker';

const ENGLISH: PdfLabels = {
  lang: 'en-IN',
  formatTime: formatIstTime,
  signedBy: 'Signed by',
  signedWith: (role, time, confirmedWith) =>
    `${role} · signed ${time} with ${{ password: 'their password', 'authenticator code': 'their authenticator code', 'one-time code': 'a one-time code' }[confirmedWith]}`,
  documentSha256: (hex) => `Document SHA-256: ${hex}`,
  auditTitle: 'Audit certificate',
  auditContinued: 'Audit certificate (continued)',
  agreement: (agreementId) => `Agreement ${agreementId}`,
  generated: (time) => `Certificate generated ${time}`,
  auditIntro:
    'Every step of this agreement as BrokerCircle recorded it. Times are Indian Standard Time (UTC+05:30); contacts are partly hidden. ' +
    "The SHA-256 is the fingerprint of the agreement's text as that party saw it: the same text always gives the same fingerprint, and any change gives another.",
  columns: ['Time (IST)', 'Event', 'Party', 'Contact', 'IP address', 'Device'],
  events: {
    created: 'Drafted',
    updated: 'Changed',
    sent: 'Sent for signing',
    link_renewed: 'Link renewed',
    viewed: 'Opened',
    code_sent: 'Code sent',
    code_failed: 'Wrong code',
    link_locked: 'Link locked',
    signed: 'Signed',
    declined: 'Declined',
    cancelled: 'Cancelled',
    expired: 'Expired',
    executed: 'Executed',
  },
  page: (n, count) => `Page ${n} of ${count}`,
  roles: { broker: 'Broker', owner: 'Owner', client: 'Client', listing_broker: 'Listing broker', client_broker: "Client's broker" },
};

const HINDI: PdfLabels = {
  lang: 'hi-IN',
  formatTime: formatIstTimeHi,
  signedBy: 'हस्ताक्षरकर्ता',
  signedWith: (role, time, confirmedWith) =>
    `${role} · ${time} पर ${{ password: 'अपने पासवर्ड', 'authenticator code': 'ऑथेंटिकेटर ऐप के कोड', 'one-time code': 'वन-टाइम कोड' }[confirmedWith]} से हस्ताक्षर किए`,
  documentSha256: (hex) => `दस्तावेज़ का SHA-256: ${hex}`,
  auditTitle: 'ऑडिट प्रमाणपत्र',
  auditContinued: 'ऑडिट प्रमाणपत्र (जारी)',
  agreement: (agreementId) => `अनुबंध ${agreementId}`,
  generated: (time) => `प्रमाणपत्र तैयार होने का समय: ${time}`,
  auditIntro:
    'इस अनुबंध का हर चरण, जैसा BrokerCircle ने दर्ज किया। समय भारतीय मानक समय (UTC+05:30) में है; संपर्क विवरण का कुछ हिस्सा छिपाया गया है। ' +
    'SHA-256 अनुबंध के उस पाठ का फ़िंगरप्रिंट है जो उस पक्ष ने देखा: एक ही पाठ से हमेशा वही फ़िंगरप्रिंट बनता है, और कोई भी बदलाव होने पर दूसरा।',
  columns: ['समय (IST)', 'चरण', 'पक्ष', 'संपर्क', 'IP पता', 'डिवाइस'],
  events: {
    created: 'मसौदा बनाया',
    updated: 'बदलाव किया',
    sent: 'हस्ताक्षर के लिए भेजा',
    link_renewed: 'नया लिंक बनाया',
    viewed: 'खोला',
    code_sent: 'कोड भेजा',
    code_failed: 'ग़लत कोड',
    link_locked: 'लिंक लॉक हुआ',
    signed: 'हस्ताक्षर किए',
    declined: 'अस्वीकार किया',
    cancelled: 'रद्द किया',
    expired: 'समय-सीमा ख़त्म',
    executed: 'सबके हस्ताक्षर पूरे',
  },
  page: (n, count) => `पृष्ठ ${n} / ${count}`,
  roles: { broker: 'ब्रोकर', owner: 'मालिक', client: 'क्लाइंट', listing_broker: 'लिस्टिंग ब्रोकर', client_broker: 'क्लाइंट का ब्रोकर' },
};

export const PDF_LABELS: Record<PdfLanguage, PdfLabels> = { en: ENGLISH, hi: HINDI };
