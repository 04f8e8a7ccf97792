import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';

/** The dashboard for a visitor without a session (spec section 2). */
export function DashboardSignedOut() {
  return (
    <StatusScreen
      icon={LogIn}
      title="Please Log In"
      text="You need to be logged in to view your dashboard."
    >
      <Button asChild>
        <Link to="/login">Log In</Link>
      </Button>
    </StatusScreen>
  );
}
