import {
  BILLING_MESSAGES,
  EDUCATOR_DEFAULT_ESTIMATED_STUDENTS,
  type EducatorSubscriptionBody,
  PASSWORD_MIN_LENGTH,
} from '@tradearena/contracts';
import type { User } from '@/lib/auth-storage.ts';

/** The wizard's form as typed (docs/product/educators.md#signup-wizard); every value a string. */
export const emptyWizardFields = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  jobTitle: '',
  institutionName: '',
  institutionType: '',
  institutionAddress: '',
  institutionCity: '',
  institutionState: '',
  institutionZip: '',
  estimatedStudents: String(EDUCATOR_DEFAULT_ESTIMATED_STUDENTS),
  username: '',
  password: '',
  confirmPassword: '',
};
export type WizardFields = typeof emptyWizardFields;

/** A signed-in user's name and email are filled in already. */
export function initialWizardFields(user: User | null): WizardFields {
  if (!user) return emptyWizardFields;
  return {
    ...emptyWizardFields,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    username: user.username,
  };
}

export interface WizardProblem {
  title: string;
  description?: string;
}

const INSTITUTION_REQUIRED = [
  'firstName',
  'lastName',
  'email',
  'jobTitle',
  'institutionName',
  'institutionType',
] as const;

/** Step 1 (docs/product/educators.md#signup-wizard): the six required fields, and at least 1 estimated student. Null when it may go on. */
export function validateInstitution(f: WizardFields): WizardProblem | null {
  if (INSTITUTION_REQUIRED.some((k) => !f[k].trim())) return { title: BILLING_MESSAGES.completeRequiredFields };
  const students = f.estimatedStudents.trim();
  if (students !== '' && !(/^\d+$/.test(students) && Number(students) >= 1))
    return { title: BILLING_MESSAGES.estimatedStudentsMin };
  return null;
}

/** Step 2 (docs/product/educators.md#signup-wizard): username, a password of at least 8 characters and the same confirmation. */
export function validateAccount(f: WizardFields): WizardProblem | null {
  const hint = BILLING_MESSAGES.passwordRuleHint;
  if (!f.username.trim() || !f.password || !f.confirmPassword || f.password.length < PASSWORD_MIN_LENGTH)
    return { title: BILLING_MESSAGES.completeRequiredFields, description: hint };
  if (f.password !== f.confirmPassword) return { title: BILLING_MESSAGES.passwordsDoNotMatch, description: hint };
  return null;
}

/** The request body; optional fields left blank are not sent, blank students mean the default 25. */
export function toSubscriptionBody(f: WizardFields): EducatorSubscriptionBody {
  const optional = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    firstName: f.firstName.trim(),
    lastName: f.lastName.trim(),
    email: f.email.trim(),
    phone: optional(f.phone),
    jobTitle: f.jobTitle.trim(),
    institutionName: f.institutionName.trim(),
    institutionType: f.institutionType,
    institutionAddress: optional(f.institutionAddress),
    institutionCity: optional(f.institutionCity),
    institutionState: optional(f.institutionState),
    institutionZip: optional(f.institutionZip),
    estimatedStudents: f.estimatedStudents.trim() ? Number(f.estimatedStudents.trim()) : undefined,
    username: f.username.trim(),
    password: f.password,
    confirmPassword: f.confirmPassword,
  };
}
