import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { INVITE_MESSAGES, type SentInvitation } from '#shared/schemas/invitations.ts';
import { FormSection } from '#web/components/ui/form-section.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useGenerateWhatsappInvite } from '../api/generate-whatsapp-invite';
import { useSendInvitation } from '../api/send-invitation';
import { toSendInput, useInviteForm, type InviteValues } from '../hooks/use-invite-form';
import { InviteForm, type InviteAction } from './invite-form';
import { SendErrorBanner } from './send-error-banner';
import { describeSendProblem, type SendBanner, type SendToast } from './send-problem';
import { SentInvitations } from './sent-invitations';
import { WhatsappCard, type WhatsappPreview } from './whatsapp-card';

type Props = {
  productName: string;
  page: number;
  onPageChange: (page: number) => void;
};

type BannerState = { banner: SendBanner; focus: boolean };

function showToast({ type, title, description }: SendToast) {
  toast[type](title, description ? { description } : undefined);
}

/**
 * Invite Associates (spec sections 2, 4, 5 and 8): the banner above the form, the form,
 * the WhatsApp message below it, and the invitations sent so far.
 */
export function InviteAssociates({ productName, page, onPageChange }: Props) {
  const form = useInviteForm(productName);
  const send = useSendInvitation();
  const whatsapp = useGenerateWhatsappInvite();
  const [action, setAction] = useState<InviteAction>(null);
  /** The last invitation whose mail went: the only one a WhatsApp message is made for. */
  const [lastSent, setLastSent] = useState<SentInvitation | null>(null);
  const [preview, setPreview] = useState<WhatsappPreview | null>(null);
  const [banner, setBanner] = useState<BannerState | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const previewHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusPreview = useRef(false);

  useEffect(() => {
    if (banner?.focus) bannerRef.current?.focus();
  }, [banner]);
  useEffect(() => {
    if (preview && focusPreview.current) {
      focusPreview.current = false;
      previewHeadingRef.current?.focus();
    }
  }, [preview]);

  const showSendProblem = (error: unknown) => {
    const problem = describeSendProblem(error);
    if (problem.toast) showToast(problem.toast);
    if (problem.kind === 'field') {
      form.setError(problem.field, { message: problem.message }, { shouldFocus: true });
    } else {
      setBanner({ banner: problem.banner, focus: true });
    }
  };

  const showResendProblem = (error: unknown) => {
    const problem = describeSendProblem(error);
    // About that one row (gone, or accepted meanwhile): a toast; the list is refreshed.
    const aboutTheRow = error instanceof ApiError && (error.status === 404 || error.status === 409);
    if (problem.kind === 'field' || aboutTheRow) {
      showToast({
        type: 'error',
        title: INVITE_MESSAGES.sendFailed,
        description: errorMessage(error, INVITE_MESSAGES.sendFailedDefault),
      });
      return;
    }
    showToast(problem.toast);
    setBanner({ banner: problem.banner, focus: false });
  };

  const generateFor = async (sent: SentInvitation) => {
    try {
      const invite = await whatsapp.mutateAsync(sent.id);
      focusPreview.current = true;
      setPreview({ invitationId: sent.id, email: sent.invitee_email, invite });
    } catch (error) {
      toast.error('Could not generate the WhatsApp message', {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  };

  const onSubmit = async (values: InviteValues, withWhatsapp: boolean) => {
    setAction(withWhatsapp ? 'send-whatsapp' : 'send');
    try {
      let sent: SentInvitation;
      try {
        sent = await send.mutateAsync(toSendInput(values));
      } catch (error) {
        showSendProblem(error);
        return;
      }
      setBanner(null);
      setLastSent(sent);
      // The next invitation starts blank: nothing of this invitee (company, phone, a
      // personal message) may go silently to the next one. The WhatsApp step still
      // works for the invitation just sent (lastSent).
      form.reset();
      if (preview && preview.invitationId !== sent.id) setPreview(null);
      toast.success(INVITE_MESSAGES.sent, {
        description: INVITE_MESSAGES.sentDescription(sent.invitee_email),
      });
      // Only after the mail went (spec section 4): the invitation and its code exist.
      if (withWhatsapp) await generateFor(sent);
    } finally {
      setAction(null);
    }
  };

  /**
   * 'Generate WhatsApp Message' on its own: for the invitation just sent (the form is
   * blank again after a send), or, when an address is typed, only if it is that one.
   */
  const onGenerate = () => {
    const email = (form.getValues('email') ?? '').trim().toLowerCase();
    if (!email && lastSent) {
      setAction('whatsapp');
      void generateFor(lastSent).finally(() => setAction(null));
      return;
    }
    if (!email) {
      toast.error(INVITE_MESSAGES.whatsappEmailRequired, {
        description: 'Enter the e-mail address of the person you invited.',
      });
      form.setFocus('email');
      return;
    }
    if (!lastSent || lastSent.invitee_email !== email) {
      toast.error(INVITE_MESSAGES.notSent, { description: INVITE_MESSAGES.notSentDescription });
      return;
    }
    setAction('whatsapp');
    void generateFor(lastSent).finally(() => setAction(null));
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
      <div className="space-y-6">
        {banner ? (
          <SendErrorBanner
            ref={bannerRef}
            banner={banner.banner}
            onDismiss={() => setBanner(null)}
          />
        ) : null}
        <FormSection title="Send an invitation">
          <InviteForm form={form} action={action} onSubmit={onSubmit} />
        </FormSection>
        <WhatsappCard
          ref={previewHeadingRef}
          preview={preview}
          lastSentEmail={lastSent?.invitee_email ?? null}
          generating={action === 'whatsapp'}
          disabled={action !== null}
          onGenerate={onGenerate}
        />
      </div>
      <SentInvitations
        page={page}
        onPageChange={onPageChange}
        onResent={() => setBanner(null)}
        onResendError={showResendProblem}
      />
    </div>
  );
}
