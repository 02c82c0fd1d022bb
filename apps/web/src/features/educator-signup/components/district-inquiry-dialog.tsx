import { DISTRICT_INQUIRY_MESSAGES, DistrictInquiryRequestSchema } from '@tradearena/contracts';
import { Building2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { serverText } from '@/lib/api-client.ts';
import { sendDistrictInquiry } from '../api/send-district-inquiry.ts';
import { DistrictInquiryFields, emptyInquiry, type InquiryFields } from './district-inquiry-fields.tsx';

const [SENT_TITLE, SENT_TEXT] = DISTRICT_INQUIRY_MESSAGES.sent.split('. ') as [string, string];

/**
 * The district pricing inquiry (docs/product/educators.md#district-inquiry) behind a 'District pricing' button: checked with the contracts'
 * schema before sending (the first problem is shown), then 'Inquiry Sent Successfully' or 'Failed to send inquiry'.
 */
export function DistrictInquiryDialog() {
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<InquiryFields>(emptyInquiry);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onChange = (name: keyof InquiryFields, value: string) => setFields((f) => ({ ...f, [name]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = DistrictInquiryRequestSchema.safeParse(fields);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? DISTRICT_INQUIRY_MESSAGES.failed);
    setError(null);
    setBusy(true);
    try {
      await sendDistrictInquiry(parsed.data);
      toast({ variant: 'success', title: SENT_TITLE, description: SENT_TEXT });
      setFields(emptyInquiry);
      setOpen(false);
    } catch (e) {
      const text = serverText(e, 'message') ?? serverText(e, 'error') ?? 'Please try again later.';
      toast({ variant: 'destructive', title: DISTRICT_INQUIRY_MESSAGES.failed, description: text });
      setError(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="lg">
          <Building2 aria-hidden="true" />
          District pricing
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>District pricing inquiry</DialogTitle>
          <DialogDescription>
            Several schools or a whole district? Tell us about them and we will reply within 1 business day.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4" aria-label="District inquiry">
          <DistrictInquiryFields fields={fields} onChange={onChange} />
          <ErrorAlert message={error} />
          <DialogFooter>
            <Button type="submit" disabled={busy}>
              {busy ? 'Sending...' : 'Send inquiry'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
