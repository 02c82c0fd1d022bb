import { FEEDBACK_MESSAGES } from '@tradearena/contracts';
import { ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { paths } from '@/lib/paths.ts';

/** Anyone but an operator on the moderation screen: 'Access Denied' with a link back to the feedback page. */
export function OperatorAccessDenied() {
  return (
    <Card className="mx-auto w-full max-w-lg text-center">
      <CardHeader className="items-center">
        <ShieldX className="size-12 text-red-400" aria-hidden="true" />
        <CardTitle className="text-2xl">Access Denied</CardTitle>
        <CardDescription>{FEEDBACK_MESSAGES.operatorRequired}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to={paths.feedback.getHref()}>Back to Feedback</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
