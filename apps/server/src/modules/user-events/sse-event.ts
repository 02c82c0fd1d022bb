/**
 * One Server-Sent Event (WHATWG HTML §9.2): its name and its data as one line of JSON (JSON.stringify never writes a
 * line break, so the data needs no splitting), ended by the blank line that dispatches it.
 */
export function sseEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}
