/** At most this many students in one roster import (a bigger file is refused whole: split it). */
export const ROSTER_MAX_STUDENTS = 200;
/** A student's first or last name, as users.first_name / last_name hold it. */
export const ROSTER_NAME_MAX_LENGTH = 100;
/** The school's own student number, kept to tell students with the same name apart. */
export const ROSTER_STUDENT_ID_MAX_LENGTH = 64;
