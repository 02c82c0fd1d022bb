import type { DistrictInquiryRequest, DistrictInquiryTimeline } from '@tradearena/contracts';
import { escapeHtml } from '../../adapters/mail/escape-html.ts';
import type { MailMessage } from '../../ports/mailer.ts';

const TIMELINE_LABELS: Record<DistrictInquiryTimeline, string> = {
  immediate: 'Immediately',
  'current-semester': 'This semester',
  'next-semester': 'Next semester',
  'next-year': 'Next school year',
  exploring: 'Just exploring',
};

/**
 * The notice to one operator about a district pricing inquiry: every field in a plain-text and an HTML part. All of
 * it is the sender's input, so the HTML part escapes every value (the message keeps its line breaks).
 */
export function buildDistrictInquiryEmail(to: string, inquiry: DistrictInquiryRequest & { id: number }): MailMessage {
  const rows: Array<[string, string]> = [
    ['Name', inquiry.name],
    ['Email', inquiry.email],
    ['District or institution', inquiry.institution],
    ['Number of schools', inquiry.numberOfSchools.toLocaleString('en-US')],
    ['Estimated educators', inquiry.estimatedEducators.toLocaleString('en-US')],
    ['District', inquiry.district ?? '—'],
    ['Current solution', inquiry.currentSolution ?? '—'],
    ['Timeline', TIMELINE_LABELS[inquiry.timeline]],
  ];
  const message = inquiry.message ?? '';
  const text = [
    'Hi,',
    '',
    `A district pricing inquiry (#${inquiry.id}) arrived on TradeArena. Please reply to ${inquiry.email} within 1 business day.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(message ? ['', 'Message:', message] : []),
    '',
    '— TradeArena',
  ].join('\n');
  const cell = 'padding: 4px 12px 4px 0; vertical-align: top';
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th style="${cell}; text-align: left">${label}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const quote = message
    ? `<p>Message:</p>
<blockquote style="margin: 0 0 16px; padding: 8px 12px; border-left: 3px solid #cbd5e1; white-space: pre-line">${escapeHtml(message)}</blockquote>\n`
    : '';
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; color: #0f172a; line-height: 1.5">
<p>Hi,</p>
<p>A district pricing inquiry (#${inquiry.id}) arrived on TradeArena. Please reply to <strong>${escapeHtml(inquiry.email)}</strong> within 1 business day.</p>
<table style="border-collapse: collapse; margin: 0 0 16px">
${table}
</table>
${quote}<p>— TradeArena</p>
</body></html>`;
  return { to, subject: `District pricing inquiry #${inquiry.id}: ${inquiry.institution}`, text, html };
}
