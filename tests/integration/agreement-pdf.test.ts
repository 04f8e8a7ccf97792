// The executed agreement's PDF, read back with pdf.js the way a viewer would: the terms in
// Noto Sans with ₹ and en-IN grouping, both signatures with the SHA-256 of what each
// signer saw, and the audit certificate as the last page.
//
// AGREEMENT_PDF_PREVIEW=/tmp/agreement.pdf npx vitest run tests/integration/agreement-pdf.test.ts
// also writes the PDF there, to look at (pdftoppm -png -r 60 /tmp/agreement.pdf /tmp/page),
// and the Hindi ones next to it (/tmp/agreement.hi.pdf, /tmp/agreement.co-broking.hi.pdf).
import fs from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AgreementDocument,
  AgreementDocumentFacts,
  CoBrokingFacts,
} from '#shared/agreements/agreement-document.ts';
import {
  buildAgreementDocument,
  documentText,
} from '#shared/agreements/build-agreement-document.ts';
import { buildCoBrokingDocumentHi } from '#shared/agreements/documents/co-broking-hi.ts';
import { HINDI_NOT_LEGAL_ADVICE } from '#shared/agreements/documents/hindi-words.ts';
import { buildSellerMandateDocumentHi } from '#shared/agreements/documents/seller-mandate-hi.ts';
import { AGREEMENT_MESSAGES } from '#shared/schemas/agreements.ts';
import {
  renderAgreementPdf,
  type AgreementPdfInput,
  type AuditEntry,
} from '../../src/server/features/agreements/document/render-agreement-pdf';
import { sha256Hex } from '../../src/server/features/agreements/document/sha256';
import { asExtracted, compactText } from '../helpers/devanagari-extraction';

const agreementId = '0b6f1c9e-5a43-4c1b-9d2e-7f1a2b3c4d5e';
const facts: AgreementDocumentFacts = {
  kind: 'seller_to_broker',
  language: 'en',
  agreementId,
  terms: {
    owner_name: 'Ramesh Iyer',
    owner_email: 'ramesh@example.com',
    owner_phone: '9876543210',
    property_id: '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    asking_price: 12_000_000,
    commission_basis: 'percent',
    commission_value: 2,
    start_date: '2026-12-01',
    end_date: '2027-05-31',
    exclusivity: 'sole_selling',
    rera_number: 'A51800012345',
  },
  property: {
    title: '3 BHK apartment with sea view',
    place: 'Bandra West, Mumbai',
    propertyType: 'Sale',
  },
  broker: {
    name: 'Priya Shah',
    company: 'Shah Realty',
    email: 'priya@shahrealty.in',
    phone: '9123456780',
  },
};

const phone =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const laptop =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

/** A drawn signature as the signing page's canvas would send it: a stroke on transparency. */
async function drawnSignature(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120">
    <path d="M10 90 C 40 10, 70 10, 90 80 S 150 120, 170 40 S 230 20, 250 80 S 320 90, 350 30"
      stroke="#1e3a8a" stroke-width="4" fill="none" stroke-linecap="round"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Who signs, as the finalize job prints them in the agreement's language. */
type Cast = {
  language?: AgreementPdfInput['language'];
  broker: { name: string; role: string; party: string };
  owner: { name: string; role: string; party: string };
};

const englishCast: Cast = {
  broker: { name: 'Priya Shah', role: 'Broker', party: 'Priya Shah (broker)' },
  owner: { name: 'Ramesh Iyer', role: 'Owner', party: 'Ramesh Iyer (owner)' },
};

async function buildInput(
  document: AgreementDocument,
  cast: Cast = englishCast,
): Promise<AgreementPdfInput> {
  const seen = sha256Hex(documentText(document));
  const at = (iso: string) => new Date(iso);
  const broker = {
    party: cast.broker.party,
    contact: 'pr***@shahrealty.in',
    ip: '203.0.113.24',
    userAgent: laptop,
  };
  const owner = {
    party: cast.owner.party,
    contact: '98******10',
    ip: '2401:4900:1c2a:7b3e::5d',
    userAgent: phone,
  };
  const audit: AuditEntry[] = [
    { ...broker, at: at('2026-11-26T08:35:00Z'), event: 'created', documentSha256: null },
    { ...broker, at: at('2026-11-26T08:41:00Z'), event: 'updated', documentSha256: null },
    { ...broker, at: at('2026-11-26T08:44:10Z'), event: 'signed', documentSha256: seen },
    { ...broker, at: at('2026-11-26T08:44:11Z'), event: 'sent', documentSha256: null },
    { ...owner, at: at('2026-11-26T10:02:00Z'), event: 'viewed', documentSha256: seen },
    { ...owner, at: at('2026-11-26T10:03:30Z'), event: 'code_sent', documentSha256: null },
    { ...owner, at: at('2026-11-26T10:04:05Z'), event: 'code_failed', documentSha256: null },
    { ...owner, at: at('2026-11-26T10:05:00Z'), event: 'signed', documentSha256: seen },
    {
      party: 'System',
      contact: '',
      ip: null,
      userAgent: null,
      at: at('2026-11-26T10:05:00Z'),
      event: 'executed',
      documentSha256: null,
    },
  ];
  return {
    document,
    agreementId,
    generatedAt: at('2026-11-26T10:05:02Z'),
    language: cast.language,
    signatures: [
      {
        name: cast.broker.name,
        role: cast.broker.role,
        signedAt: at('2026-11-26T08:44:10Z'),
        documentSha256: seen,
        drawnSignaturePng: null,
        confirmedWith: 'password',
      },
      {
        name: cast.owner.name,
        role: cast.owner.role,
        signedAt: at('2026-11-26T10:05:00Z'),
        documentSha256: seen,
        drawnSignaturePng: await drawnSignature(),
        confirmedWith: 'one-time code',
      },
    ],
    audit,
  };
}

/** Each page's text as pdf.js extracts it, runs joined with spaces and whitespace folded. */
async function readPages(pdf: Buffer): Promise<string[]> {
  const loaded = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= loaded.numPages; n++) {
      const content = await (await loaded.getPage(n)).getTextContent();
      const runs = content.items.map((item) => ('str' in item ? item.str : ''));
      pages.push(runs.join(' ').replace(/\s+/g, ' '));
    }
    return pages;
  } finally {
    await loaded.destroy();
  }
}

describe('renderAgreementPdf', () => {
  let input: AgreementPdfInput;
  let pdf: Buffer;
  let pages: string[];
  let all: string;

  beforeAll(async () => {
    input = await buildInput(buildAgreementDocument(facts));
    pdf = await renderAgreementPdf(input);
    pages = await readPages(pdf);
    all = pages.join(' ');
    const preview = process.env.AGREEMENT_PDF_PREVIEW;
    if (preview) fs.writeFileSync(preview, pdf);
  });

  it('is an A4 PDF with our metadata', async () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const loaded = await getDocument({ data: new Uint8Array(pdf) }).promise;
    try {
      // pdf.js types the info dictionary as Object.
      const info = new Map<string, unknown>(Object.entries((await loaded.getMetadata()).info));
      expect(info.get('Title')).toBe(input.document.title);
      expect(info.get('Producer')).toBe('BrokerCircle');
      expect(info.get('CreationDate')).toBe('D:20261126100502Z');
      const [, , width, height] = (await loaded.getPage(1)).view;
      expect([Math.round(width ?? 0), Math.round(height ?? 0)]).toEqual([595, 842]);
    } finally {
      await loaded.destroy();
    }
  });

  it('prints the parties, the price with ₹ in en-IN grouping, GST and the dates', () => {
    expect(all).toContain('Ramesh Iyer');
    expect(all).toContain('Priya Shah');
    expect(all).toContain('Shah Realty');
    expect(all).toContain('A51800012345');
    expect(all).toContain('₹1,20,00,000');
    expect(all).toContain('GST at 18 %');
    expect(all).toContain('₹2,40,000 plus GST ₹43,200, ₹2,83,200 in all');
    expect(all).toContain('1 December 2026');
    expect(all).toContain('31 May 2027, 181 days later');
    expect(all).toContain('Sole selling rights');
  });

  it('puts the title, reference and the not-legal-advice note on the first page', () => {
    expect(pages[0]).toContain(input.document.title);
    expect(pages[0]).toContain(`Reference ${agreementId}`);
    expect(pages[0]).toContain(AGREEMENT_MESSAGES.notLegalAdvice);
  });

  it('prints every section heading and paragraph', () => {
    for (const section of input.document.sections) {
      expect(all).toContain(section.heading);
      // A paragraph may wrap; its first and last words are on the page either way.
      for (const paragraph of section.paragraphs) {
        const words = paragraph.split(' ');
        expect(all).toContain(words.slice(0, 3).join(' '));
        expect(all).toContain(words.slice(-3).join(' '));
      }
    }
  });

  it('signs off each signer with the name, role, time in IST and the SHA-256 they signed', () => {
    const signed = pages.slice(0, -1).join(' ');
    expect(signed).toContain('Signed by');
    expect(signed).toContain('Broker · signed 26 Nov 2026, 14:14 IST with their password');
    expect(signed).toContain('Owner · signed 26 Nov 2026, 15:35 IST with a one-time code');
    const seen = sha256Hex(documentText(input.document));
    expect(signed.split(`Document SHA-256: ${seen}`)).toHaveLength(3);
  });

  it('ends with the audit certificate: every event with its time, party, contact, IP, device and hash', () => {
    const last = pages.at(-1) ?? '';
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(last).toContain('Audit certificate');
    expect(last).toContain(`Agreement ${agreementId}`);
    for (const label of [
      'Drafted',
      'Changed',
      'Sent for signing',
      'Opened',
      'Code sent',
      'Wrong code',
      'Executed',
    ]) {
      expect(last).toContain(label);
    }
    expect(last.match(/ Signed /g)).toHaveLength(2);
    expect(last).toContain('26 Nov 2026, 14:05 IST');
    expect(last).toContain('26 Nov 2026, 15:35 IST');
    expect(last).toContain('98******10');
    expect(last).toContain('pr***@shahrealty.in');
    expect(last).toContain('203.0.113.24');
    // An IPv6 address wraps in its column.
    expect(last.replaceAll(' ', '')).toContain('2401:4900:1c2a:7b3e::5d');
    expect(last).toContain('Chrome 131 on Android 14');
    expect(last).toContain('Edge 131 on Windows');
    expect(last).not.toContain('KHTML');
    const seen = sha256Hex(documentText(input.document));
    // The broker's signature, the owner's view and signature.
    expect(last.split(`Document SHA-256: ${seen}`)).toHaveLength(4);
    expect(pages.slice(0, -1).join(' ')).not.toContain('Audit certificate');
  });

  it('continues the audit table on further pages when it is long, the last page still the certificate', async () => {
    const many = await renderAgreementPdf({
      ...input,
      audit: Array.from({ length: 60 }, () => input.audit)
        .flat()
        .slice(0, 60),
    });
    const longPages = await readPages(many);
    const certificatePages = longPages.filter((p) => p.includes('Audit certificate'));
    expect(certificatePages.length).toBeGreaterThan(1);
    expect(longPages.at(-1)).toContain('Audit certificate (continued)');
    expect(longPages.at(-1)).toContain(`Page ${longPages.length} of ${longPages.length}`);
  });

  it('prints names typed in Devanagari in a Devanagari font, inside the English text', async () => {
    const hindi = { ...facts, terms: { ...facts.terms, owner_name: 'मीरा शाह' } };
    const document = buildAgreementDocument(hindi);
    const pdf = await renderAgreementPdf({
      ...input,
      document,
      signatures: [{ ...input.signatures[1]!, name: 'मीरा शाह' }],
      audit: [{ ...input.audit[0]!, party: 'मीरा शाह (owner)' }],
    });
    const text = (await readPages(pdf)).join(' ');
    // In the parties paragraph, the signature box and the audit table.
    expect(text.split('मीरा शाह').length - 1).toBeGreaterThanOrEqual(3);
    expect(text).toContain('The owner:');
    // Both fonts are embedded (subsets of Noto Sans and Noto Sans Devanagari).
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-/);
  });

  it('numbers the pages in the footer', () => {
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
  });

  it('has a SHA-256 that changes when one byte changes, and gives the same bytes for the same input', async () => {
    const hash = sha256Hex(pdf);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const changed = Buffer.from(pdf);
    const middle = Math.floor(changed.length / 2);
    changed[middle] = (changed[middle] ?? 0) ^ 0x01;
    expect(sha256Hex(changed)).not.toBe(hash);
    // pdfkit derives the file ID from the info dictionary and uses no randomness unless
    // encrypting (see render-agreement-pdf.ts).
    expect(sha256Hex(await renderAgreementPdf(input))).toBe(hash);
    const later = await renderAgreementPdf({
      ...input,
      generatedAt: new Date('2026-11-26T10:05:03Z'),
    });
    expect(sha256Hex(later)).not.toBe(hash);
  });
});

describe('renderAgreementPdf in Hindi', () => {
  const hindiFacts = {
    ...facts,
    terms: { ...facts.terms, owner_name: 'सुनीता मिश्रा' },
    property: { ...facts.property, title: '3 BHK फ़्लैट, समुद्र की ओर' },
  };
  const hindiCast: Cast = {
    language: 'hi',
    broker: { name: 'Priya Shah', role: 'ब्रोकर', party: 'Priya Shah (ब्रोकर)' },
    owner: { name: 'सुनीता मिश्रा', role: 'मालिक', party: 'सुनीता मिश्रा (मालिक)' },
  };
  let input: AgreementPdfInput;
  let pdf: Buffer;
  /** Each page's text compacted (compactText), and all of it. */
  let pages: string[];
  let all: string;
  const holds = (text: string, hindi: string) => expect(text).toContain(asExtracted(hindi));

  beforeAll(async () => {
    input = await buildInput(buildSellerMandateDocumentHi(hindiFacts), hindiCast);
    pdf = await renderAgreementPdf(input);
    pages = (await readPages(pdf)).map(compactText);
    all = pages.join('');
    const preview = process.env.AGREEMENT_PDF_PREVIEW;
    if (preview) fs.writeFileSync(preview.replace(/\.pdf$/, '.hi.pdf'), pdf);
  });

  it('prints the parties, the price with ₹ in en-IN grouping, GST and the dates with Hindi months', () => {
    holds(all, 'मालिक: सुनीता मिश्रा (ramesh@example.com, 9876543210)।');
    holds(
      all,
      'ब्रोकर: Priya Shah (Shah Realty, ई-मेल priya@shahrealty.in, फ़ोन 9123456780, RERA पंजीकरण संख्या A51800012345)।',
    );
    holds(all, '3 BHK फ़्लैट, समुद्र की ओर, Bandra West, Mumbai। यह संपत्ति बिक्री के लिए है।');
    holds(all, 'पूर्ण एकाधिकार (सोल सेलिंग राइट्स):');
    holds(all, 'मालिक द्वारा माँगी गई क़ीमत ₹1,20,00,000 है।');
    holds(all, 'अंतिम बिक्री मूल्य का 2 % कमीशन दिया जाएगा, और कमीशन पर 18 % की दर से GST अलग से लगेगा।');
    holds(all, '₹2,40,000 कमीशन और ₹43,200 GST, यानी कुल ₹2,83,200 होता है।');
    holds(all, 'यह मैंडेट 1 दिसंबर 2026 से शुरू होगा और 181 दिन बाद, 31 मई 2027 को समाप्त होगा।');
  });

  it('puts the Hindi title, reference and not-legal-advice note on the first page', () => {
    holds(pages[0] ?? '', 'विक्रेता और ब्रोकर के बीच अनुबंध: लिस्टिंग मैंडेट');
    holds(pages[0] ?? '', `संदर्भ ${agreementId}`);
    holds(pages[0] ?? '', HINDI_NOT_LEGAL_ADVICE);
  });

  it('prints every section heading and every paragraph whole', () => {
    // Without the page footers, which pdf.js reads at the end of each page, a paragraph
    // that runs onto the next page reads on as one.
    const body = pages
      .map((page, i) =>
        page
          .replace(asExtracted(`BrokerCircle · अनुबंध ${agreementId}`), '')
          .replace(asExtracted(`पृष्ठ ${i + 1} / ${pages.length}`), ''),
      )
      .join('');
    for (const section of input.document.sections) {
      holds(body, section.heading);
      for (const paragraph of section.paragraphs) holds(body, paragraph);
    }
  });

  it('signs off each signer in Hindi, with the time in IST and the SHA-256 they signed', () => {
    const signed = pages.slice(0, -1).join('');
    const seen = sha256Hex(documentText(input.document));
    holds(signed, 'हस्ताक्षरकर्ता');
    holds(signed, 'Priya Shah');
    holds(signed, 'ब्रोकर · 26 नवंबर 2026, 14:14 IST पर अपने पासवर्ड से हस्ताक्षर किए');
    holds(signed, 'सुनीता मिश्रा');
    holds(signed, 'मालिक · 26 नवंबर 2026, 15:35 IST पर वन-टाइम कोड से हस्ताक्षर किए');
    expect(signed.split(asExtracted(`दस्तावेज़ का SHA-256: ${seen}`))).toHaveLength(3);
    expect(signed).not.toContain('Signedby');
  });

  it('ends with the audit certificate in Hindi, the technical values as they are', () => {
    const last = pages.at(-1) ?? '';
    holds(last, 'ऑडिट प्रमाणपत्र');
    holds(last, `अनुबंध ${agreementId}`);
    holds(last, 'प्रमाणपत्र तैयार होने का समय: 26 नवंबर 2026, 15:35 IST');
    holds(last, 'समय (IST) चरण पक्ष संपर्क IP पता डिवाइस');
    for (const step of [
      'मसौदा बनाया',
      'बदलाव किया',
      'हस्ताक्षर के लिए भेजा',
      'खोला',
      'कोड भेजा',
      'ग़लत कोड',
      'सबके हस्ताक्षर पूरे',
    ]) {
      holds(last, step);
    }
    expect(last.split(asExtracted('हस्ताक्षर किए'))).toHaveLength(3);
    holds(last, '26 नवंबर 2026, 14:05 IST');
    holds(last, 'Priya Shah (ब्रोकर)');
    holds(last, 'सुनीता मिश्रा (मालिक)');
    for (const technical of [
      'pr***@shahrealty.in',
      '98******10',
      '203.0.113.24',
      '2401:4900:1c2a:7b3e::5d',
      'Chrome 131 on Android 14',
      'Edge 131 on Windows',
    ]) {
      expect(last).toContain(compactText(technical));
    }
    const seen = sha256Hex(documentText(input.document));
    expect(last.split(asExtracted(`दस्तावेज़ का SHA-256: ${seen}`))).toHaveLength(4);
    for (const english of ['Auditcertificate', 'Drafted', 'Signed', 'Time(IST)']) {
      expect(last).not.toContain(english);
    }
  });

  it('continues a long audit table in Hindi on further pages', async () => {
    const many = await renderAgreementPdf({
      ...input,
      audit: Array.from({ length: 60 }, () => input.audit)
        .flat()
        .slice(0, 60),
    });
    const longPages = (await readPages(many)).map(compactText);
    expect(
      longPages.filter((p) => p.includes(asExtracted('ऑडिट प्रमाणपत्र'))).length,
    ).toBeGreaterThan(1);
    holds(longPages.at(-1) ?? '', 'ऑडिट प्रमाणपत्र (जारी)');
    holds(longPages.at(-1) ?? '', `पृष्ठ ${longPages.length} / ${longPages.length}`);
  });

  it('numbers the pages in Hindi in the footer, and tells readers the PDF is in Hindi', async () => {
    pages.forEach((page, i) => {
      holds(page, `BrokerCircle · अनुबंध ${agreementId}`);
      holds(page, `पृष्ठ ${i + 1} / ${pages.length}`);
    });
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/Lang (hi-IN)');
    const loaded = await getDocument({ data: new Uint8Array(pdf) }).promise;
    try {
      const info = new Map<string, unknown>(Object.entries((await loaded.getMetadata()).info));
      expect(info.get('Title')).toBe(input.document.title);
    } finally {
      await loaded.destroy();
    }
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-/);
  });

  it('has a stable canonical text: the same facts give the same text, SHA-256 and PDF', async () => {
    const text = documentText(input.document);
    const again = documentText(buildSellerMandateDocumentHi(structuredClone(hindiFacts)));
    expect(again).toBe(text);
    // So the fingerprint each party signed can be worked out again from the stored facts.
    holds(all, `दस्तावेज़ का SHA-256: ${sha256Hex(again)}`);
    // One line per heading and paragraph after the title, reference and note, all Hindi.
    const lines = text.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      input.document.title,
      input.document.reference,
      HINDI_NOT_LEGAL_ADVICE,
    ]);
    expect(lines).toHaveLength(
      3 + input.document.sections.reduce((n, s) => n + 1 + s.paragraphs.length, 0),
    );
    // Another term, or the English document, is another text.
    const changed = buildSellerMandateDocumentHi({
      ...hindiFacts,
      terms: { ...hindiFacts.terms, commission_value: 2.5 },
    });
    expect(sha256Hex(documentText(changed))).not.toBe(sha256Hex(text));
    expect(sha256Hex(documentText(buildAgreementDocument(hindiFacts)))).not.toBe(sha256Hex(text));
    expect(sha256Hex(await renderAgreementPdf(input))).toBe(sha256Hex(pdf));
  });
});

describe('renderAgreementPdf in Hindi: co-broking terms', () => {
  const coBrokingFacts: CoBrokingFacts = {
    kind: 'broker_to_broker',
    language: 'hi',
    agreementId,
    terms: {
      requirement_id: '7c1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      property_id: '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      client_broker_share: 40,
      invoicing: 'listing_broker_collects',
      protection_days: 90,
      payment_days: 0,
      rera_number: '',
    },
    property: { title: 'Palm Grove 3 BHK', place: 'Whitefield, Bangalore', propertyType: 'Sale' },
    requirement: { title: 'Whitefield में 3 BHK, 1.5 Cr तक', propertyType: 'Sale', budgetMax: 15_000_000 },
    broker: { ...facts.broker, rera: 'A51800012345' },
    listingBroker: { name: 'रवि मेनन', company: null, email: 'ravi@example.com', phone: null, rera: 'PRM/KA/RERA/1251' },
  };
  const membersCast: Cast = {
    language: 'hi',
    broker: { name: 'Priya Shah', role: 'क्लाइंट का ब्रोकर', party: 'Priya Shah (क्लाइंट का ब्रोकर)' },
    owner: { name: 'रवि मेनन', role: 'लिस्टिंग ब्रोकर', party: 'रवि मेनन (लिस्टिंग ब्रोकर)' },
  };
  let input: AgreementPdfInput;
  let pages: string[];
  const holds = (text: string, hindi: string) => expect(text).toContain(asExtracted(hindi));

  beforeAll(async () => {
    const base = await buildInput(buildCoBrokingDocumentHi(coBrokingFacts), membersCast);
    // Both are members: no one-time codes, the listing broker confirms with an authenticator.
    const [clientBroker, listingBroker] = base.signatures;
    if (!clientBroker || !listingBroker) throw new Error('two signers');
    input = {
      ...base,
      signatures: [
        clientBroker,
        { ...listingBroker, drawnSignaturePng: null, confirmedWith: 'authenticator code' },
      ],
      audit: base.audit.filter((e) => e.event !== 'code_sent' && e.event !== 'code_failed'),
    };
    const pdf = await renderAgreementPdf(input);
    pages = (await readPages(pdf)).map(compactText);
    const preview = process.env.AGREEMENT_PDF_PREVIEW;
    if (preview) fs.writeFileSync(preview.replace(/\.pdf$/, '.co-broking.hi.pdf'), pdf);
  });

  it('prints every heading and paragraph whole: both brokers, the split, payment on the day, the client by reference', () => {
    const body = pages
      .map((page, i) =>
        page
          .replace(asExtracted(`BrokerCircle · अनुबंध ${agreementId}`), '')
          .replace(asExtracted(`पृष्ठ ${i + 1} / ${pages.length}`), ''),
      )
      .join('');
    holds(pages[0] ?? '', 'दो ब्रोकरों के बीच अनुबंध: को-ब्रोकिंग की शर्तें');
    for (const section of input.document.sections) {
      holds(body, section.heading);
      for (const paragraph of section.paragraphs) holds(body, paragraph);
    }
    holds(body, 'लिस्टिंग ब्रोकर: रवि मेनन (ई-मेल ravi@example.com, RERA पंजीकरण संख्या PRM/KA/RERA/1251)।');
    holds(body, '40 % क्लाइंट के ब्रोकर को और 60 % लिस्टिंग ब्रोकर को');
    holds(body, 'कमीशन मिलने के दिन ही');
    holds(body, 'संदर्भ 7C1D2C3B के तहत');
    holds(body, 'हर ब्रोकर अपने पासवर्ड से, या अपने ऑथेंटिकेटर ऐप के कोड से पुष्टि करके।');
  });

  it('signs off both brokers in Hindi, one with the password and one with the authenticator code', () => {
    const signed = pages.slice(0, -1).join('');
    const seen = sha256Hex(documentText(input.document));
    holds(signed, 'क्लाइंट का ब्रोकर · 26 नवंबर 2026, 14:14 IST पर अपने पासवर्ड से हस्ताक्षर किए');
    holds(signed, 'लिस्टिंग ब्रोकर · 26 नवंबर 2026, 15:35 IST पर ऑथेंटिकेटर ऐप के कोड से हस्ताक्षर किए');
    expect(signed.split(asExtracted(`दस्तावेज़ का SHA-256: ${seen}`))).toHaveLength(3);
    holds(pages.at(-1) ?? '', 'रवि मेनन (लिस्टिंग ब्रोकर)');
  });
});

describe('sha256Hex', () => {
  it('hashes strings as UTF-8 and buffers as bytes', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('₹')).toBe(sha256Hex(Buffer.from('₹', 'utf8')));
  });
});
