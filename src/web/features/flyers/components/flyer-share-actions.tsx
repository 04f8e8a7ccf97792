import { Copy, ExternalLink, MessageCircle } from 'lucide-react';
import { Button, type ButtonProps } from '#web/components/ui/button.tsx';
import { absoluteUrl, whatsAppShareUrl } from './flyer-display';
import { useCopyLink } from '../hooks/use-copy-link';

type Size = Pick<ButtonProps, 'size' | 'className'>;

/** 'View Public Flyer': the flyer's public page (/flyer/{public_id}/{slug}) in a new tab. */
export function ViewPublicFlyerLink({
  publicUrl,
  variant = 'secondary',
  ...rest
}: Size & { publicUrl: string; variant?: ButtonProps['variant'] }) {
  return (
    <Button asChild variant={variant} {...rest}>
      <a href={publicUrl} target="_blank" rel="noopener noreferrer">
        <ExternalLink className="h-4 w-4 shrink-0" aria-hidden="true" />
        View Public Flyer
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}

/** 'Copy link': the public page's full address to the clipboard. */
export function CopyLinkButton({ publicUrl, ...rest }: Size & { publicUrl: string }) {
  const copy = useCopyLink();
  return (
    <Button
      type="button"
      variant="secondary"
      onClick={() => void copy(absoluteUrl(publicUrl))}
      {...rest}
    >
      <Copy className="h-4 w-4 shrink-0" aria-hidden="true" />
      Copy link
    </Button>
  );
}

/**
 * 'Share on WhatsApp': WhatsApp's share page with the title and address filled in.
 * `short` shows only 'WhatsApp' (the accessible name keeps the full words).
 */
export function WhatsAppShareLink({
  publicUrl,
  title,
  short = false,
  ...rest
}: Size & { publicUrl: string; title: string; short?: boolean }) {
  return (
    <Button asChild variant="secondary" {...rest}>
      <a
        href={whatsAppShareUrl(title, absoluteUrl(publicUrl))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={short ? 'Share on WhatsApp' : undefined}
      >
        <MessageCircle className="h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
        {short ? 'WhatsApp' : 'Share on WhatsApp'}
      </a>
    </Button>
  );
}
