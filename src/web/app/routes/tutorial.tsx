import { Link } from 'react-router';
import { Card } from '#web/components/ui/card.tsx';
import { useAppConfig } from '#web/features/app-config/use-app-config.ts';

const sections = [
  { title: 'Your listings', text: 'Add properties from Properties or the dashboard. Choose who sees each one: only you, your connections, all brokers, or the public (for flyers).' },
  { title: 'Your network', text: 'Open Network to find brokers and send requests. Once a request is accepted you see each other’s network listings and can message each other.' },
  { title: 'Staying in touch', text: 'The bell shows connection requests, messages and new listings the moment they happen. The chat icon opens your conversations.' },
  { title: 'Sharing with clients', text: 'Create a flyer from any listing you can see and send its link on WhatsApp; it opens fast on any phone, no login needed.' },
  { title: 'Growing the circle', text: 'Membership is by invitation. Use Invite Associates to send a code by email or WhatsApp.' },
];

export function TutorialPage() {
  const { product_name } = useAppConfig();
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">How {product_name} works</h1>
      <div className="mt-6 space-y-4">
        {sections.map((s) => (
          <Card key={s.title} className="p-5">
            <h2 className="text-lg font-semibold text-slate-900">{s.title}</h2>
            <p className="mt-1 text-slate-700">{s.text}</p>
          </Card>
        ))}
      </div>
      <p className="mt-8">
        <Link to="/getting-started" className="font-medium text-brand-700 underline">
          Go to Getting Started
        </Link>
      </p>
    </div>
  );
}

export default TutorialPage;
