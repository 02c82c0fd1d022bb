/** A readable invoice number from the invoice's instant and id: `TA-20261118-1A2B3C4D`. */
export function invoiceNumber(invoiceId: string, atMs: number): string {
  const day = new Date(atMs).toISOString().slice(0, 10).replaceAll('-', '');
  const tail = invoiceId.replace(/^inv_/, '').replaceAll('-', '').slice(0, 8).toUpperCase();
  return `TA-${day}-${tail}`;
}
