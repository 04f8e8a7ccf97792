import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type Props = {
  icon: LucideIcon;
  title: string;
  text?: ReactNode;
  /** Buttons or links under the text. */
  children?: ReactNode;
  /** 'h1' when the screen replaces the whole page; lower inside a section. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  tone?: 'neutral' | 'danger';
};

/** A centred message with an icon: not-found, access-denied, empty and error states. */
export function StatusScreen({
  icon: Icon,
  title,
  text,
  children,
  headingLevel = 'h1',
  tone = 'neutral',
}: Props) {
  const Heading = headingLevel;
  return (
    <section className="mx-auto max-w-xl px-2 py-12 text-center">
      <Icon
        className={
          tone === 'danger' ? 'mx-auto h-12 w-12 text-red-600' : 'mx-auto h-12 w-12 text-brand-600'
        }
        aria-hidden="true"
      />
      <Heading className="mt-4 text-xl font-bold text-slate-900">{title}</Heading>
      {text ? <p className="mt-2 text-slate-700">{text}</p> : null}
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </section>
  );
}
