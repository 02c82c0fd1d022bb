import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card.tsx';

/** The card shared by sign-in, sign-up and password recovery: a back link, a title block, the content. */
export function AuthCard({
  backTo,
  backLabel,
  title,
  description,
  children,
}: {
  backTo: string;
  backLabel: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="p-6 sm:p-8">
      <Link
        to={backTo}
        className="inline-flex items-center gap-1.5 text-sm text-slate-400 transition-colors hover:text-white"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {backLabel}
      </Link>
      <div className="mt-5 mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-white">{title}</h1>
        {description && <p className="mt-1.5 text-sm text-slate-400">{description}</p>}
      </div>
      {children}
    </Card>
  );
}
