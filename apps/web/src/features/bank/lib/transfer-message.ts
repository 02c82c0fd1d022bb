/** A "Title: sentence" text of TRANSFER_MESSAGES split into the toast's title and description. */
export function transferMessage(text: string): { title: string; description: string } {
  const at = text.indexOf(': ');
  if (at < 0) return { title: text, description: '' };
  return { title: text.slice(0, at), description: text.slice(at + 2) };
}
