import type { ModuleSection as Section } from '@tradearena/contracts';
import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { errorText } from '@/lib/error-text.ts';
import { useMarkSectionRead } from '../api/mark-section-read.ts';
import { MarkdownText } from './markdown-text.tsx';

/** One section of a module: its text, then "Mark as read" (or the read mark once done). */
export function ModuleSection({ moduleId, section, index }: { moduleId: number; section: Section; index: number }) {
  const mark = useMarkSectionRead();
  // The button's name starts with the text it shows (WCAG 2.5.3), then says which section.
  const markText = mark.isPending ? 'Saving…' : 'Mark as read';
  const titleId = `section-${section.id}-title`;
  return (
    <Card id={`section-${section.id}`} aria-labelledby={titleId} role="region" className="scroll-mt-20">
      <CardHeader>
        <CardTitle id={titleId}>
          {index + 1}. {section.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <MarkdownText markdown={section.body} />
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-800 pt-4">
          {section.read ? (
            <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-300">
              <CircleCheck className="size-4" aria-hidden="true" />
              Section read
            </span>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              disabled={mark.isPending}
              onClick={() => mark.mutate({ moduleId, sectionId: section.id })}
              aria-label={`${markText}: ${section.title}`}
            >
              {markText}
            </Button>
          )}
          {mark.isError && (
            <p role="alert" className="text-sm text-red-300">
              {errorText(mark.error, 'Could not save your progress. Try again.')}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
