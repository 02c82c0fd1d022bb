import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { paths } from '@/lib/paths.ts';

/** An educator opening the wizard again: they already have Educator Pro (the server would refuse a second one). */
export function AlreadySubscribed() {
  return (
    <Card className="mx-auto w-full max-w-lg text-center">
      <CardHeader className="items-center">
        <BadgeCheck className="size-12 text-emerald-400" aria-hidden="true" />
        <CardTitle className="text-2xl">You already have Educator Pro</CardTitle>
        <CardDescription>Your subscription is active. Manage it from billing management.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col justify-center gap-2 sm:flex-row">
        <Button asChild>
          <Link to={paths.educatorDashboard.getHref()}>Educator Dashboard</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.billingManagement.getHref()}>Billing Management</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
