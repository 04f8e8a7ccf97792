// A signer's e-mail or phone as the audit certificate and the signing page show it:
// enough to recognise, not enough to use ('me***@example.com', '+91 98*****345').
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-10);
  if (digits.length < 6) return '***';
  return `+91 ${digits.slice(0, 2)}*****${digits.slice(-3)}`;
}

export function maskContact(signer: { email: string | null; phone: string | null }): string {
  return [signer.email ? maskEmail(signer.email) : null, signer.phone ? maskPhone(signer.phone) : null]
    .filter(Boolean)
    .join(', ');
}
