import { BILLING_MESSAGES } from '@tradearena/contracts';
import { ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { paths } from '@/lib/paths.ts';

/** A player on billing management (docs/product/educators.md#billing): 'Access Denied' with a link back to settings. */
export function AccessDenied() {
  return (
    <Card className="mx-auto w-full max-w-lg text-center">
      <CardHeader className="items-center">
        <ShieldX className="size-12 text-red-400" aria-hidden="true" />
        <CardTitle className="text-2xl">{BILLING_MESSAGES.accessDenied}</CardTitle>
        <CardDescription>{BILLING_MESSAGES.educatorsOnly}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to={paths.settings.getHref()}>Back to Settings</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
