import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_PRIORITIES,
  type AnnouncementPriority,
  EDUCATOR_MESSAGES,
} from '@tradearena/contracts';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormDialogFooter } from '@/components/form-dialog-footer.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useSendClassMessage } from '../api/send-class-message.ts';
import { ClassPickField, type ClassRef, defaultClassId } from './class-pick-field.tsx';

const priorityLabels: Record<AnnouncementPriority, string> = { urgent: 'Urgent', high: 'High', normal: 'Normal' };

/**
 * Send Message: a title and a message to every student of one class, with a priority. The class is
 * chosen in the dialog: the one selected on the dashboard, else the only one, else none until picked. Needs a class to
 * exist ('Please select a specific class to message'); Send is enabled only with a class and both texts non-empty
 * after trimming.
 */
export function SendMessageDialog({ classes, selected }: { classes: ClassRef[]; selected: ClassRef | null }) {
  const [open, setOpen] = useState(false);
  const [leagueId, setLeagueId] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [priority, setPriority] = useState<AnnouncementPriority>('normal');
  const send = useSendClassMessage();
  const league = classes.find((c) => c.id === leagueId) ?? null;
  const ready = league !== null && title.trim() !== '' && message.trim() !== '';

  const onOpenChange = (next: boolean) => {
    if (send.isPending) return;
    if (next && classes.length === 0) {
      toast({
        variant: 'destructive',
        title: 'Select a class',
        description: EDUCATOR_MESSAGES.leagueIdInvalid,
      });
      return;
    }
    setOpen(next);
    if (next) setLeagueId(defaultClassId(classes, selected));
    if (!next) {
      setTitle('');
      setMessage('');
      setPriority('normal');
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!league || !ready) return;
    send.mutate(
      { leagueId: league.id, title: title.trim(), message: message.trim(), priority },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast({ variant: 'success', title: EDUCATOR_MESSAGES.messageSent, description: league.name });
        },
        onError: (error) => toastError('Error sending message', error, 'Please try again.'),
      },
    );
  };

  return (
    <>
      <Button variant="outline" onClick={() => onOpenChange(true)}>
        <Send aria-hidden="true" />
        Send Message
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Send Message">
            <DialogHeader>
              <DialogTitle>Send Message to Class</DialogTitle>
              <DialogDescription>Every student of the class sees it on their league card.</DialogDescription>
            </DialogHeader>
            <ClassPickField id="class-message-class" classes={classes} value={leagueId} onChange={setLeagueId} />
            <FormField id="class-message-title" label="Title">
              <Input
                id="class-message-title"
                maxLength={ANNOUNCEMENT_LIMITS.titleLength}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
              />
            </FormField>
            <FormField id="class-message-body" label="Message">
              <Textarea
                id="class-message-body"
                rows={4}
                maxLength={ANNOUNCEMENT_LIMITS.messageLength}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
              />
            </FormField>
            <FormField id="class-message-priority" label="Priority">
              <Select
                id="class-message-priority"
                value={priority}
                onChange={(e) => setPriority(e.target.value as AnnouncementPriority)}
              >
                {ANNOUNCEMENT_PRIORITIES.map((p) => (
                  <option key={p} value={p}>
                    {priorityLabels[p]}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormDialogFooter
              onCancel={() => onOpenChange(false)}
              pending={send.isPending}
              submitLabel="Send"
              pendingLabel="Sending..."
              disabled={!ready}
            />
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
