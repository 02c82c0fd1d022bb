/** A count with its noun in English: '1 student', '2 students', '0 students'. */
export function countOf(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
