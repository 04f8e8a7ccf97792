import { ArrowRight, Building2, Search, UserPlus, UserRound, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useAppConfig } from '#web/features/app-config/use-app-config.ts';

const steps = [
  { icon: UserRound, title: 'Complete your profile', text: 'Add your photo, company, city and the areas you cover so brokers know who you are.', to: '/profile', badge: 'Essential', action: 'Edit profile' },
  { icon: Building2, title: 'Add your first property', text: 'List a property with photos; paste a WhatsApp message or a link to fill the form fast.', to: '/add-property', badge: 'High Impact', action: 'Add property' },
  { icon: Users, title: 'Build your network', text: 'Find brokers by name, company, city or area and send connection requests.', to: '/network', badge: 'Recommended', action: 'Find brokers' },
  { icon: UserPlus, title: 'Invite associates', text: 'Invite trusted colleagues by email or with a ready WhatsApp message.', to: '/invite-associates', badge: 'Boost Reach', action: 'Invite' },
  { icon: Search, title: 'Browse listings', text: 'See the listings your connections share with their network.', to: '/network-properties', badge: 'Discover', action: 'Browse' },
] as const;

export function GettingStartedPage() {
  const { product_name } = useAppConfig();
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Welcome to {product_name}</h1>
      <p className="mt-2 text-slate-700">Five steps to get the most out of your network.</p>
      <ol className="mt-6 space-y-4">
        {steps.map((step, index) => (
          <li key={step.to}>
            <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
              <div className="flex items-center gap-3 sm:w-12 sm:flex-col">
                <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 font-semibold text-white" aria-hidden="true">
                  {index + 1}
                </span>
                <step.icon className="h-6 w-6 text-brand-600 sm:hidden" aria-hidden="true" />
              </div>
              <div className="flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-lg font-semibold text-slate-900">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </h2>
                  <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">{step.badge}</span>
                </div>
                <p className="mt-1 text-sm text-slate-700">{step.text}</p>
              </div>
              <Button asChild variant="secondary">
                <Link to={step.to}>
                  {step.action} <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Link>
              </Button>
            </Card>
          </li>
        ))}
      </ol>
      <div className="mt-8 text-center">
        <Button asChild variant="ghost">
          <Link to="/my-properties">Skip Tutorial</Link>
        </Button>
      </div>
    </div>
  );
}

export default GettingStartedPage;
