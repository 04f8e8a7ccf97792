// Outgoing SMS (issue 20's signing codes), pluggable: with SMS_WEBHOOK_URL the text is
// POSTed as JSON {to, text} to that gateway; without it, outside production, the text
// (with its code) is logged so a local install can complete a signing; in production an
// unconfigured SMS is refused (no secret ever reaches a production log).
import type { AppContext } from '../app-context';

const SMS_TIMEOUT_MS = 10_000;

export function canSendSms(ctx: Pick<AppContext, 'config'>): boolean {
  return !!ctx.config.smsWebhookUrl || ctx.config.nodeEnv !== 'production';
}

export async function sendSms(ctx: Pick<AppContext, 'config' | 'log'>, to: string, text: string): Promise<void> {
  const url = ctx.config.smsWebhookUrl;
  if (!url) {
    if (ctx.config.nodeEnv === 'production') throw new Error('SMS is not configured');
    ctx.log.info(`sms to ${to} (no SMS gateway configured): ${text}`);
    return;
  }
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to, text }),
    signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
}
