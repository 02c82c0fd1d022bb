import type { RosterSkip, RosterStudent } from '@tradearena/domain';

/** The rows of a roster before import: the students it will create and, in red, the rows it will skip and why. */
export function RosterPreview({ students, skipped }: { students: RosterStudent[]; skipped: RosterSkip[] }) {
  const rows = [
    ...students.map((s) => ({ row: s.row, text: `${s.firstName} ${s.lastName}`, id: s.studentId, reason: null })),
    ...skipped.map((s) => ({ row: s.row, text: '', id: null, reason: s.reason })),
  ].sort((a, b) => a.row - b.row);
  return (
    <div className="max-h-64 overflow-y-auto rounded-lg border border-slate-800">
      <table className="w-full text-left text-sm" aria-label="Roster preview">
        <thead className="sticky top-0 bg-slate-900 text-xs text-slate-400">
          <tr>
            <th className="px-2 py-1">Row</th>
            <th className="px-2 py-1">Student</th>
            <th className="px-2 py-1">Student id</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.row} className="border-t border-slate-800">
              <td className="px-2 py-1 text-slate-400">{r.row}</td>
              {r.reason === null ? (
                <>
                  <td className="px-2 py-1 text-white">{r.text}</td>
                  <td className="px-2 py-1 text-slate-300">{r.id ?? ''}</td>
                </>
              ) : (
                <td colSpan={2} className="px-2 py-1 text-red-300">
                  Skipped: {r.reason}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
